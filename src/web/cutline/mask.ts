/**
 * The alpha mask the cutline engine reads, taken from rendered RGBA pixels. Pure, so it is unit-tested.
 */

export interface AlphaMaskImage {
  mask: Uint8Array;
  width: number;
  height: number;
}

/**
 * The alpha channel of `rgba` (width × height), resampled by `scale` (0 < scale ≤ 1; 1 keeps every pixel).
 * Downscaling averages the alpha of the source pixels each output pixel covers, so thin strokes stay.
 */
export function alphaMaskFromRgba(rgba: ArrayLike<number>, width: number, height: number, scale = 1): AlphaMaskImage {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`Image size must be positive whole pixels, got ${width}×${height}.`);
  }
  if (rgba.length < width * height * 4) throw new RangeError(`Expected ${width * height * 4} RGBA values, got ${rgba.length}.`);
  if (!(scale > 0 && scale <= 1)) throw new RangeError(`Scale must be in (0, 1], got ${scale}.`);
  const outW = Math.max(1, Math.round(width * scale));
  const outH = Math.max(1, Math.round(height * scale));
  const mask = new Uint8Array(outW * outH);
  if (outW === width && outH === height) {
    for (let i = 0; i < mask.length; i++) mask[i] = rgba[i * 4 + 3];
    return { mask, width, height };
  }
  for (let oy = 0; oy < outH; oy++) {
    const y0 = Math.floor((oy * height) / outH);
    const y1 = Math.max(y0 + 1, Math.floor(((oy + 1) * height) / outH));
    for (let ox = 0; ox < outW; ox++) {
      const x0 = Math.floor((ox * width) / outW);
      const x1 = Math.max(x0 + 1, Math.floor(((ox + 1) * width) / outW));
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += rgba[(y * width + x) * 4 + 3];
      mask[oy * outW + ox] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { mask, width: outW, height: outH };
}

export interface PixelBounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box (x1, y1 exclusive) holding every pixel with alpha ≥ threshold, or null when there is none. */
export function opaqueBounds({ mask, width, height }: AlphaMaskImage, threshold = 16): PixelBounds | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x] < threshold) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x0, y0, x1: x1 + 1, y1: y1 + 1 };
}
