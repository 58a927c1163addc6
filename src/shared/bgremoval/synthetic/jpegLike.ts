import type { RgbaImage } from '../types';

/**
 * JPEG's lossy steps without the file format: YCbCr, 4:2:0 chroma, 8 × 8 DCT quantised with the standard
 * tables at a quality, and back. Gives test images the blocking, ringing and colour bleeding that AI
 * images saved as JPEG carry near their edges. Changes the image in place (alpha untouched).
 */
export function jpegLike(image: RgbaImage, quality: number): void {
  const { data, width, height } = image;
  const cw = Math.ceil(width / 2);
  const ch = Math.ceil(height / 2);
  const Y = new Float32Array(width * height);
  const Cb = new Float32Array(cw * ch);
  const Cr = new Float32Array(cw * ch);
  const counts = new Float32Array(cw * ch);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const r = data[o];
      const g = data[o + 1];
      const b = data[o + 2];
      Y[y * width + x] = 0.299 * r + 0.587 * g + 0.114 * b;
      const c = (y >> 1) * cw + (x >> 1);
      Cb[c] += 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
      Cr[c] += 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      counts[c]++;
    }
  }
  for (let c = 0; c < Cb.length; c++) {
    Cb[c] /= counts[c];
    Cr[c] /= counts[c];
  }
  quantisePlane(Y, width, height, scaledTable(LUMA, quality));
  const chromaTable = scaledTable(CHROMA, quality);
  quantisePlane(Cb, cw, ch, chromaTable);
  quantisePlane(Cr, cw, ch, chromaTable);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const l = Y[y * width + x];
      const c = (y >> 1) * cw + (x >> 1);
      const cb = Cb[c] - 128;
      const cr = Cr[c] - 128;
      data[o] = Math.round(l + 1.402 * cr);
      data[o + 1] = Math.round(l - 0.344136 * cb - 0.714136 * cr);
      data[o + 2] = Math.round(l + 1.772 * cb);
    }
  }
}

/** The standard tables of the JPEG specification (Annex K), row by row. */
const LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64,
  81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
];

function scaledTable(base: number[], quality: number): Float32Array {
  const q = Math.min(100, Math.max(1, quality));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return Float32Array.from(base, (v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

/** cos((2x + 1)·u·π / 16) · C(u) / 2, the DCT basis. */
const BASIS = new Float32Array(64);
for (let u = 0; u < 8; u++) for (let x = 0; x < 8; x++) BASIS[u * 8 + x] = ((u === 0 ? Math.SQRT1_2 : 1) / 2) * Math.cos(((2 * x + 1) * u * Math.PI) / 16);

/** Every 8 × 8 block: forward DCT, round each coefficient to its quantiser step, inverse DCT. */
function quantisePlane(plane: Float32Array, width: number, height: number, table: Float32Array): void {
  const block = new Float32Array(64);
  const tmp = new Float32Array(64);
  const coef = new Float32Array(64);
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      // Edge blocks repeat the last row and column, as encoders pad.
      for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) block[y * 8 + x] = plane[Math.min(height - 1, by + y) * width + Math.min(width - 1, bx + x)] - 128;
      transform(block, tmp, coef, false);
      for (let k = 0; k < 64; k++) coef[k] = Math.round(coef[k] / table[k]) * table[k];
      transform(coef, tmp, block, true);
      for (let y = 0; y < 8 && by + y < height; y++) for (let x = 0; x < 8 && bx + x < width; x++) plane[(by + y) * width + bx + x] = block[y * 8 + x] + 128;
    }
  }
}

/** Separable 2-D DCT (or its inverse) of an 8 × 8 block: rows, then columns. */
function transform(input: Float32Array, tmp: Float32Array, output: Float32Array, inverse: boolean): void {
  for (let row = 0; row < 8; row++) {
    for (let k = 0; k < 8; k++) {
      let s = 0;
      for (let n = 0; n < 8; n++) s += input[row * 8 + n] * (inverse ? BASIS[n * 8 + k] : BASIS[k * 8 + n]);
      tmp[row * 8 + k] = s;
    }
  }
  for (let col = 0; col < 8; col++) {
    for (let k = 0; k < 8; k++) {
      let s = 0;
      for (let n = 0; n < 8; n++) s += tmp[n * 8 + col] * (inverse ? BASIS[n * 8 + k] : BASIS[k * 8 + n]);
      output[k * 8 + col] = s;
    }
  }
}
