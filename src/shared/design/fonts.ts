/** SPEC §9 built-in fonts: installed or bundled, so never fetched from Google Fonts. */
export const BUILT_IN_FONTS = [
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Times',
  'Courier New',
  'Courier',
  'Verdana',
  'Georgia',
  'Palatino',
  'Garamond',
  'Bookman',
  'Comic Sans MS',
  'Trebuchet MS',
  'Arial Black',
  'Impact',
  'AAutobabahn',
] as const;

export const MAX_FONT_NAME_LENGTH = 64;

// CSS font names are case-insensitive, so 'arial' is the built-in Arial too.
const builtIn = new Set<string>(BUILT_IN_FONTS.map((f) => f.toLowerCase()));
// Generic CSS families are never Google fonts; asking Google for one fails the whole stylesheet request.
const generic = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
]);
const plainName = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export function isBuiltInFont(name: string): boolean {
  return builtIn.has(name.trim().toLowerCase());
}

/** Letters, digits, spaces and hyphens only, at most 64 characters: the only names ever put in a URL. */
export function isPlainFontName(name: string): boolean {
  return name.length <= MAX_FONT_NAME_LENGTH && plainName.test(name) && !name.endsWith(' ');
}

/** Names worth asking Google Fonts for: plain, not built in, not generic, each once, in first-seen order. */
export function googleFontNames(names: Iterable<string>): string[] {
  const out = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (isPlainFontName(name) && !builtIn.has(key) && !generic.has(key) && !out.has(key)) out.set(key, name);
  }
  return [...out.values()];
}

type FontNode = { type?: unknown; fontFamily?: unknown; styles?: unknown; objects?: unknown; clipPath?: unknown };

/** Fabric 5/6/7 type names: 'i-text', 'IText', 'textbox', 'Text', 'FabricText', 'curved-text', ... */
export function isTextType(type: unknown): boolean {
  return typeof type === 'string' && type.toLowerCase().replace(/[-_]/g, '').includes('text');
}

/**
 * The Google fonts a design uses (for googleFontsMetadata.fontsUsed): the fontFamily of every text-like
 * object, in groups too, and of per-character styles, which can name other fonts than the object's own.
 */
export function collectFontsUsed(objects: readonly unknown[]): string[] {
  const found: string[] = [];
  const visit = (list: readonly unknown[], depth: number) => {
    if (depth > 100) return;
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const node = item as FontNode;
      if (isTextType(node.type)) {
        if (typeof node.fontFamily === 'string') found.push(node.fontFamily);
        collectStyleFonts(node.styles, found, 0);
      }
      if (Array.isArray(node.objects)) visit(node.objects, depth + 1);
      // A text used as an image's mask (decision 56) needs its font too.
      if (node.clipPath && typeof node.clipPath === 'object') visit([node.clipPath], depth + 1);
    }
  };
  visit(objects, 0);
  return googleFontNames(found);
}

// Fabric 5 keeps styles as { line: { char: style } }, Fabric 6+ as [{ start, end, style }]: walk both.
function collectStyleFonts(value: unknown, found: string[], depth: number): void {
  if (!value || typeof value !== 'object' || depth > 4) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'fontFamily' && typeof child === 'string') found.push(child);
    else collectStyleFonts(child, found, depth + 1);
  }
}

// The v1 endpoint, not css2: css2 answers 400 for the whole stylesheet when a family lacks one of the
// requested weights (Lobster has only 400), while v1 returns whichever of the listed weights exist.
const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com/css';
const ALL_WEIGHTS = '100,200,300,400,500,600,700,800,900';

/**
 * The Google Fonts (v1 API) stylesheet for these families, weights 100 to 900 as far as each has them:
 * one family= parameter, families joined with |, spaces written as +. Throws RangeError for an empty
 * list or a name that is not plain: callers pass googleFontNames()/collectFontsUsed() output, which never is.
 */
export function googleFontsStylesheetUrl(families: readonly string[]): string {
  if (families.length === 0) throw new RangeError('At least one font family is needed.');
  const specs = [...new Set(families)].map((family) => {
    if (!isPlainFontName(family)) throw new RangeError(`Not a plain font name: ${JSON.stringify(family.slice(0, MAX_FONT_NAME_LENGTH))}`);
    return `${encodeURIComponent(family).replace(/%20/g, '+')}:${ALL_WEIGHTS}`;
  });
  return `${GOOGLE_FONTS_CSS}?family=${specs.join('|')}&display=swap`;
}
