/**
 * Text PostgreSQL cannot store: the NUL character (U+0000) and UTF-16 surrogates (U+D800–DFFF) that are
 * not part of a high+low pair. Requests carrying such text are refused at the edge (decision 25); the
 * security log, which must never lose an event, replaces them instead.
 */

export const REPLACEMENT_CHARACTER = '\uFFFD';

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

/** A `\uXXXX` escape, or a literal NUL or surrogate: the only places unstorable text can come from in JSON. */
const JSON_CANDIDATE = /\\u([0-9a-fA-F]{4})|[\u0000\ud800-\udfff]/g;
const ESCAPED_LOW = /^\\u[dD][c-fC-F][0-9a-fA-F]{2}$/;

/** The length of a low surrogate at `at`, literal (1) or escaped (6), or 0 when there is none. */
function lowAfter(text: string, at: number): number {
  if (isLow(text.charCodeAt(at))) return 1;
  return ESCAPED_LOW.test(text.slice(at, at + 6)) ? 6 : 0;
}

/** How many backslashes stand right before `at`: an odd count escapes the one at `at`. */
function backslashesBefore(text: string, at: number): number {
  let count = 0;
  while (at - count - 1 >= 0 && text.charCodeAt(at - count - 1) === 0x5c) count++;
  return count;
}

/**
 * True when raw JSON text, once parsed, would hold a NUL or an unpaired surrogate. A regular
 * expression jumps between candidates (a 10 MB design has few), reading `\uXXXX` escapes as the code
 * units they stand for (`\\u0000` is a backslash and "u0000", not a NUL) and pairing surrogates.
 */
export function jsonHasUnstorableText(json: string): boolean {
  const candidates = new RegExp(JSON_CANDIDATE);
  for (let match = candidates.exec(json); match; match = candidates.exec(json)) {
    const at = match.index;
    if (match[1] === undefined) {
      if (!isHigh(json.charCodeAt(at))) return true;
      const low = lowAfter(json, at + 1);
      if (!low) return true;
      candidates.lastIndex = at + 1 + low;
      continue;
    }
    if (backslashesBefore(json, at) % 2 === 1) {
      candidates.lastIndex = at + 1; // an escaped backslash followed by a plain "u"
      continue;
    }
    const unit = Number.parseInt(match[1], 16);
    if (unit === 0 || isLow(unit)) return true;
    if (isHigh(unit)) {
      const low = lowAfter(json, at + 6);
      if (!low) return true;
      candidates.lastIndex = at + 6 + low;
    }
  }
  return false;
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
