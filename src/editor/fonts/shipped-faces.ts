/**
 * The shipped fonts in the browser: one FontFace per face and per name a design may use (Impact and
 * Anton both point at Anton's file), added to `document.fonts`. A FontFace of the app shadows a
 * system font of the same name, so the editor never draws with the customer's own Impact or Arial:
 * it draws with the file the server prints with. Adding a face downloads nothing; `loadShippedFont`
 * fetches the faces asked for, from the app's own assets.
 */
import { SHIPPED_FAMILIES, type ShippedFace, shippedFamilyOf, shippedFontNames } from '../../shared/design';
import { SHIPPED_FONT_URLS } from './font-urls';

const installed = new WeakSet<FontFaceSet>();

/** Adds the FontFaces of every shipped name to the document (once per document). */
export function installShippedFonts(fonts: FontFaceSet = document.fonts): void {
  if (installed.has(fonts)) return;
  installed.add(fonts);
  for (const name of shippedFontNames()) {
    const family = shippedFamilyOf(name);
    if (family) for (const face of family.faces) fonts.add(fontFaceFor(name, face));
  }
}

function fontFaceFor(name: string, face: ShippedFace): FontFace {
  const url = SHIPPED_FONT_URLS[face.file];
  if (!url) throw new Error(`No URL for the shipped font file ${face.file}`);
  return new FontFace(name, `url("${url}") format("truetype")`, { weight: String(face.weight), style: face.style, display: 'block' });
}

/** Is this name drawn with a shipped file (never fetched from Google)? */
export function isShippedFont(name: string): boolean {
  return shippedFamilyOf(name) !== null;
}

/** Loads the faces of a shipped name that these weights and styles use (the regular one by default). */
export async function loadShippedFont(name: string, variants: Array<{ weight: number; style: 'normal' | 'italic' }> = [{ weight: 400, style: 'normal' }]): Promise<void> {
  installShippedFonts();
  await Promise.all(variants.map((v) => document.fonts.load(`${v.style} ${v.weight} 16px "${name.trim()}"`)));
}

/** The URL of a shipped name's regular face (for embedding in an SVG export), or null. */
export function shippedRegularUrl(name: string): string | null {
  const family = shippedFamilyOf(name);
  const face = family?.faces.find((f) => f.weight === 400 && f.style === 'normal') ?? family?.faces[0];
  return face ? (SHIPPED_FONT_URLS[face.file] ?? null) : null;
}

/** Every shipped file's module specifier (for the catalogue test). */
export function shippedFiles(): string[] {
  return Object.values(SHIPPED_FAMILIES).flatMap((f) => f.faces.map((face) => face.file));
}
