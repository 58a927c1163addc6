/**
 * Which pixels become vinyl: every opaque pixel by default, or only those near a chosen colour (a decal
 * cut from the black parts of a two-colour logo, say). Returns one coverage value per pixel (0–255).
 */
import { ProductionInputError } from './types';

/** Colours within this RGB distance of the chosen one count as that colour (anti-aliasing, JPEG noise). */
const COLOUR_TOLERANCE = 80;

export function decalMask(rgba: Uint8Array, width: number, height: number, colour?: string): Uint8Array {
  const count = width * height;
  const mask = new Uint8Array(count);
  if (colour === undefined) {
    for (let i = 0; i < count; i++) mask[i] = rgba[4 * i + 3];
    return mask;
  }
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) throw new ProductionInputError(`vinylColour must look like #RRGGBB, got "${colour}"`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h, 16));
  const tol2 = COLOUR_TOLERANCE ** 2;
  for (let i = 0; i < count; i++) {
    const j = 4 * i;
    if ((rgba[j] - r) ** 2 + (rgba[j + 1] - g) ** 2 + (rgba[j + 2] - b) ** 2 <= tol2) mask[i] = rgba[j + 3];
  }
  return mask;
}
