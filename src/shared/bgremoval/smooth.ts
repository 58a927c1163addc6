import type { RgbaImage } from './types';

/**
 * The image with each colour replaced by the mean of its 3 × 3 neighbourhood (edges repeat), alpha
 * kept. Used on grainy backgrounds only: averaging nine pixels divides the grain by three, so the
 * tolerance need not rise above the gap between a pale subject and its background.
 */
export function boxBlur3(image: RgbaImage): RgbaImage {
  const { data, width, height } = image;
  const rows = new Uint16Array(width * height * 3);
  // Horizontal sums of three, then vertical sums of those: nine pixels in two passes.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = (y * width + Math.max(0, x - 1)) * 4;
      const c = i * 4;
      const r = (y * width + Math.min(width - 1, x + 1)) * 4;
      for (let k = 0; k < 3; k++) rows[i * 3 + k] = data[l + k] + data[c + k] + data[r + k];
    }
  }
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      for (let k = 0; k < 3; k++) out[i * 4 + k] = Math.round((rows[(up + x) * 3 + k] + rows[i * 3 + k] + rows[(down + x) * 3 + k]) / 9);
      out[i * 4 + 3] = data[i * 4 + 3];
    }
  }
  return { data: out, width, height };
}
