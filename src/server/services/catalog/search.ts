/**
 * The catalog's search (GIN index over to_tsvector('simple', search_text)): what is indexed for an item,
 * and the query a search box's text becomes. Every word must match, each as a prefix ("kit" finds
 * "kitten"), so typing narrows the gallery as it goes.
 */

export function searchTextOf(item: { name: string; category: string; tags: readonly string[]; description: string }): string {
  return [item.name, item.category, ...item.tags, item.description].join(' ').toLowerCase();
}

/** The tsquery text for a search (words joined with &, each a prefix), or null when nothing searchable is left. */
export function prefixQuery(text: string): string | null {
  // Letters and digits of any script; everything else (tsquery operators included) separates words.
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}
