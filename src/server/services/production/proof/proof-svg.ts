/**
 * The drawing every proof shares: a neutral checkerboard under the sticker (so a white border shows on a
 * white page, and what is transparent reads as transparent), rasterised to a PNG of at most
 * PROOF_LONG_SIDE_PX. Lines are drawn in the shop's colours: the cut in magenta (CutContour), a sheet's
 * through-cut in cyan.
 */
import sharp from 'sharp';

/** Longest side of a proof, pixels: sharp on a phone and a laptop, light to store and e-mail. */
export const PROOF_LONG_SIDE_PX = 1000;
const CHECKER_PX = 8;
const CHECKER_LIGHT = '#e6e6e6';
const CHECKER_DARK = '#c4c4c4';

/** A box in the drawing's own units (workspace units) and the proof's size in pixels. */
export interface ProofCanvas {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Proof pixels per unit. */
  pxPerUnit: number;
  widthPx: number;
  heightPx: number;
}

/** Fits the box into the proof: at most PROOF_LONG_SIDE_PX and never more pixels than the print has. */
export function proofCanvas(box: { x: number; y: number; w: number; h: number }, printPxPerUnit: number): ProofCanvas {
  const pxPerUnit = Math.min(printPxPerUnit, PROOF_LONG_SIDE_PX / Math.max(box.w, box.h));
  return { ...box, pxPerUnit, widthPx: Math.max(1, Math.round(box.w * pxPerUnit)), heightPx: Math.max(1, Math.round(box.h * pxPerUnit)) };
}

export const num = (v: number) => String(Math.round(v * 1000) / 1000 + 0);

/** The SVG document around `body`: user units = workspace units, the checkerboard first. */
export function proofSvg(c: ProofCanvas, body: string): string {
  const cell = CHECKER_PX / c.pxPerUnit;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${c.widthPx}" height="${c.heightPx}" viewBox="${[c.x, c.y, c.w, c.h].map(num).join(' ')}" preserveAspectRatio="none">`,
    `<defs><pattern id="checker" patternUnits="userSpaceOnUse" x="${num(c.x)}" y="${num(c.y)}" width="${num(2 * cell)}" height="${num(2 * cell)}">`,
    `<rect width="${num(2 * cell)}" height="${num(2 * cell)}" fill="${CHECKER_LIGHT}"/>`,
    `<rect width="${num(cell)}" height="${num(cell)}" fill="${CHECKER_DARK}"/><rect x="${num(cell)}" y="${num(cell)}" width="${num(cell)}" height="${num(cell)}" fill="${CHECKER_DARK}"/>`,
    '</pattern></defs>',
    `<rect x="${num(c.x)}" y="${num(c.y)}" width="${num(c.w)}" height="${num(c.h)}" fill="url(#checker)"/>`,
    body,
    '</svg>',
  ].join('\n');
}

/** A numbered marker: a ring around the place and its label, readable on any art. */
export function marker(c: ProofCanvas, cx: number, cy: number, radiusUnits: number, label: string, colour: string): string {
  const px = 1 / c.pxPerUnit;
  const r = Math.max(radiusUnits, 7 * px);
  return [
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="#ffffff" stroke-width="${num(3.5 * px)}"/>`,
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${colour}" stroke-width="${num(2 * px)}"/>`,
    labelText(c, cx + r + 2 * px, cy - r, label, colour),
  ].join('');
}

/** A label in bold with a white halo, its baseline-left at x, y. */
export function labelText(c: ProofCanvas, x: number, y: number, label: string, colour: string): string {
  const px = 1 / c.pxPerUnit;
  return `<text x="${num(x)}" y="${num(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${num(11 * px)}" fill="${colour}" stroke="#ffffff" stroke-width="${num(2.5 * px)}" paint-order="stroke">${label}</text>`;
}

export async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8')).png({ compressionLevel: 9 }).toBuffer();
}
