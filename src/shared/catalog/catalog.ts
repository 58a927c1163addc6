/**
 * Ready-made designs the shop offers: sticker-library items sold as they are, and templates
 * opened in the editor as a new design. Both are design documents with a category, tags and a size;
 * these are their shared rules (kinds, categories, how a size is named), used by server and web alike.
 */

export const CATALOG_KINDS = ['sticker', 'template'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const CATALOG_CATEGORIES = ['birthday', 'pets', 'business', 'quotes', 'seasonal', 'travel', 'sports', 'food', 'nature'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** The languages items are read in: English (what designers write) and the interface's others (decision 91). */
export const CATALOG_LANGUAGES = ['en', 'zh'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

export const CATALOG_STATUSES = ['active', 'retired'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** The workspace's pixels per inch (the editor's print resolution, SPEC §9 sizes are at 300 DPI). */
const PX_PER_INCH = 300;

/** A side in inches, to the half inch the gallery groups by (never under half an inch). */
export function sideInches(px: number): number {
  return Math.max(0.5, Math.round((px / PX_PER_INCH) * 2) / 2);
}

/** The size a design is made for, as the gallery names it: "3x3" (inches, width × height). */
export function sizeKeyOf(widthPx: number, heightPx: number): string {
  return `${sideInches(widthPx)}x${sideInches(heightPx)}`;
}

/** A size key as its two sides in inches, or null when it is not one. */
export function parseSizeKey(key: string): { widthIn: number; heightIn: number } | null {
  const match = /^(\d{1,2}(?:\.5)?)x(\d{1,2}(?:\.5)?)$/.exec(key);
  if (!match) return null;
  return { widthIn: Number(match[1]), heightIn: Number(match[2]) };
}

export const MAX_CATALOG_TAGS = 12;
export const MAX_CATALOG_TAG_LENGTH = 30;
export const MAX_CATALOG_NAME_LENGTH = 80;
export const MAX_CATALOG_DESCRIPTION_LENGTH = 500;
export const MAX_CATALOG_QUERY_LENGTH = 100;
export const CATALOG_PAGE_SIZE = 24;
export const MAX_CATALOG_PAGE_SIZE = 48;

/** Tags as stored: trimmed, lower case, no duplicates, in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().toLowerCase().replace(/\s+/g, ' ');
    if (clean) seen.add(clean);
  }
  return [...seen];
}
