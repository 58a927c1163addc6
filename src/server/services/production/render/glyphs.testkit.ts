/**
 * Comparing rendered text by the shape of its glyphs: alpha binarised at 50 %, cropped to the ink's
 * bounding box, and the intersection over union of the two crops laid on each other at their top-left
 * corners. The same font at the same size scores near 1 whatever the renderer; another font scores low.
 */
export interface Ink {
  /** 1 where the alpha is at least half, row-major, cropped to the ink. */
  bits: Uint8Array;
  width: number;
  height: number;
}

/** Binarises straight RGBA (or an alpha plane with `channels` 1) and crops it to its ink. */
export function inkOf(pixels: ArrayLike<number>, width: number, height: number, channels = 4): Ink {
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  const on = (x: number, y: number) => pixels[(y * width + x) * channels + (channels - 1)] >= 128;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (on(x, y)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  if (x1 < 0) return { bits: new Uint8Array(0), width: 0, height: 0 };
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const bits = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) bits[y * w + x] = on(x0 + x, y0 + y) ? 1 : 0;
  return { bits, width: w, height: h };
}

/** Intersection over union of two inks aligned at their top-left corners (0 when either is empty). */
export function glyphIoU(a: Ink, b: Ink): number {
  const w = Math.max(a.width, b.width);
  const h = Math.max(a.height, b.height);
  const at = (ink: Ink, x: number, y: number) => (x < ink.width && y < ink.height ? ink.bits[y * ink.width + x] : 0);
  let both = 0;
  let either = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [p, q] = [at(a, x, y), at(b, x, y)];
      both += p & q;
      either += p | q;
    }
  return either ? both / either : 0;
}
