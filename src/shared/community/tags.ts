import { COMMUNITY_LIMITS } from './limits';

/**
 * A tag as stored and searched: trimmed, lower case, inner spaces as single hyphens, a leading "#"
 * dropped. Letters and digits of any script (Chinese tags too), hyphens and underscores only.
 */
export function normaliseTag(raw: string): string {
  return raw.trim().replace(/^#+/, '').toLowerCase().replace(/\s+/g, '-').replace(/-+/g, '-');
}

const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

export function isValidTag(tag: string): boolean {
  return tag.length > 0 && tag.length <= COMMUNITY_LIMITS.tagMax && TAG_PATTERN.test(tag);
}

/** Normalised, without duplicates, in the order given. */
export function normaliseTags(raw: readonly string[]): string[] {
  return [...new Set(raw.map(normaliseTag).filter((t) => t.length > 0))];
}

/** "cats, cute stickers  #fun" → ['cats', 'cute-stickers', 'fun'] is what the form sends as separate tags. */
export function splitTagInput(text: string): string[] {
  return normaliseTags(text.split(/[,，]/));
}
