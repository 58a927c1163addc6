/**
 * sRGB → OKLab (Björn Ottosson, 2020), a perceptual space where Euclidean distance follows how different
 * two colours look: a light-grey background and a white subject are far apart, two shades of one noisy
 * background are close. Values are scaled by 100 (L in 0…100) so one unit is roughly one just-noticeable step.
 */

/** sRGB byte → linear light, computed once. */
const LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * Cube root on [0, 1] by a table with linear interpolation (Math.cbrt is the slowest step of the whole
 * removal). Error below 2·10⁻⁴ OKLab units; values under 1/64 (very dark colours), where the curve
 * bends sharply, use Math.cbrt.
 */
const CBRT_STEPS = 4096;
const CBRT = new Float32Array(CBRT_STEPS + 2);
for (let i = 0; i <= CBRT_STEPS + 1; i++) CBRT[i] = Math.cbrt(i / CBRT_STEPS);

export function cbrtUnit(x: number): number {
  if (x < 1 / 64) return Math.cbrt(x);
  const f = x * CBRT_STEPS;
  const i = f | 0;
  return CBRT[i] + (CBRT[i + 1] - CBRT[i]) * (f - i);
}

/** Writes OKLab × 100 of one sRGB colour into out[offset…offset+2]. */
export function srgbToOklab(r: number, g: number, b: number, out: Float32Array | number[], offset = 0): void {
  const lr = LINEAR[r];
  const lg = LINEAR[g];
  const lb = LINEAR[b];
  const l = cbrtUnit(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = cbrtUnit(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = cbrtUnit(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  out[offset] = 100 * (0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s);
  out[offset + 1] = 100 * (1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s);
  out[offset + 2] = 100 * (0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s);
}

/**
 * Remembers recent conversions (direct-mapped on a hash of the colour): a near-plain background, even
 * with grain, uses a few thousand colours over and over.
 */
export class OklabCache {
  private readonly keys = new Int32Array(1 << 16).fill(-1);
  private readonly values = new Float32Array(3 << 16);

  /** Writes OKLab × 100 of the colour into out[0…2]. */
  lookup(r: number, g: number, b: number, out: Float32Array): void {
    const key = (r << 16) | (g << 8) | b;
    const slot = (Math.imul(key, 0x9e3779b1) >>> 16) & 0xffff;
    const at = slot * 3;
    if (this.keys[slot] !== key) {
      srgbToOklab(r, g, b, this.values, at);
      this.keys[slot] = key;
    }
    out[0] = this.values[at];
    out[1] = this.values[at + 1];
    out[2] = this.values[at + 2];
  }
}
