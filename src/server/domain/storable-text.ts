/**
 * Text PostgreSQL cannot store: the NUL character (U+0000) and UTF-16 surrogates (U+D800–DFFF) that are
 * not part of a high+low pair. Requests carrying such text are refused at the edge (decision 25); the
 * security log, which must never lose an event, replaces them instead.
 */

export const REPLACEMENT_CHARACTER = '\uFFFD';

const HEX4 = /^[0-9a-fA-F]{4}$/;
const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** True when `text` has a NUL or an unpaired surrogate. */
export function hasUnstorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return true;
    if (isHigh(unit)) {
      if (!isLow(text.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLow(unit)) return true;
  }
  return false;
}

/** `text` with each NUL and unpaired surrogate replaced by U+FFFD. */
export function toStorableText(text: string): string {
  if (!hasUnstorableText(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (isHigh(unit) && isLow(text.charCodeAt(i + 1))) {
      out += text[i] + text[i + 1];
      i++;
    } else out += unit === 0 || isHigh(unit) || isLow(unit) ? REPLACEMENT_CHARACTER : text[i];
  }
  return out;
}

/**
 * True when raw JSON text, once parsed, would hold a NUL or an unpaired surrogate: one pass over the
 * text that reads `\uXXXX` escapes as the code units they stand for (`\\u0000` is a backslash and
 * "u0000", not a NUL) and checks the literal characters too. Cheaper than JSON.parse on a 12 MB save.
 */
export function jsonHasUnstorableText(json: string): boolean {
  let pendingHigh = false;
  for (let i = 0; i < json.length; i++) {
    let unit = json.charCodeAt(i);
    if (unit === 0x5c /* \ */) {
      const next = json.charCodeAt(i + 1);
      if (next === 0x75 /* u */) {
        const hex = json.slice(i + 2, i + 6);
        i += 5;
        unit = HEX4.test(hex) ? Number.parseInt(hex, 16) : 0x3f; // a broken escape is invalid JSON, refused later
      } else {
        i++; // \" \\ \n …: never a NUL or a surrogate
        unit = 0x3f;
      }
    }
    if (pendingHigh) {
      pendingHigh = false;
      if (isLow(unit)) continue;
      return true;
    }
    if (unit === 0 || isLow(unit)) return true;
    if (isHigh(unit)) pendingHigh = true;
  }
  return pendingHigh;
}

/** The first place in a parsed value where unstorable text sits (`"details.note"`, `"[3]"`, or a key itself). */
export function findUnstorableText(value: unknown, path = ''): { path: string; text: string } | null {
  if (typeof value === 'string') return hasUnstorableText(value) ? { path, text: value } : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasUnstorableText(key)) return { path: at, text: key };
      const found = findUnstorableText(item, at);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A copy of `value` (strings, arrays and plain objects, keys included, to any depth) with unstorable
 * text replaced, and whether anything was replaced.
 */
export function toStorableValue<T>(value: T): { value: T; sanitized: boolean } {
  let sanitized = false;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      const storable = toStorableText(item);
      if (storable !== item) sanitized = true;
      return storable;
    }
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object' && !(item instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(item)) out[walk(key) as string] = walk(inner);
      return out;
    }
    return item;
  };
  const result = walk(value) as T;
  return { value: result, sanitized };
}
