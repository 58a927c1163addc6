/**
 * Edges decide where the subject ends, not only colour distance. Where the distance map steps up
 * sharply within a few pixels (a white die-cut border on light grey, a pale fill against a cream
 * background), the step is an edge even when both sides are within the tolerance: a pixel there is
 * background only if it is on the background's side of the step (below the middle of the local
 * minimum and maximum). Away from such steps (flat background, gentle gradients, grain) the tolerance
 * applies as before.
 */

/** Half-width of the window the local minimum and maximum are taken over (5 × 5). */
const RADIUS = 2;

export interface EdgeGateRules {
  /** The flood's tolerance (OKLab × 100). */
  tolerance: number;
  /** A local min–max spread above this is an edge, not grain (from the background's own noise). */
  minStep: number;
}

/**
 * The distance map as the flood should see it: each pixel's distance scaled so that comparing it with
 * the tolerance applies the pixel's own threshold (the tolerance, or the middle of a local step).
 */
export function gateByEdges(dist: Float32Array, width: number, height: number, rules: EdgeGateRules): Float32Array {
  const { tolerance, minStep } = rules;
  const lo = new Float32Array(dist.length);
  const hi = new Float32Array(dist.length);
  minMaxFilter(dist, width, height, lo, hi);
  const gated = new Float32Array(dist.length);
  for (let i = 0; i < dist.length; i++) {
    const d = dist[i];
    const spread = hi[i] - lo[i];
    if (spread <= minStep || d <= lo[i]) {
      gated[i] = d;
      continue;
    }
    // The threshold here is the middle of the step (never above the tolerance): scale d to compare with it.
    const threshold = Math.min(tolerance, (hi[i] + lo[i]) / 2);
    gated[i] = threshold > 0 ? (d * tolerance) / threshold : Number.POSITIVE_INFINITY;
  }
  return gated;
}

/** Local minimum and maximum over a (2·RADIUS + 1)² window, separably (rows, then columns). */
export function minMaxFilter(values: Float32Array, width: number, height: number, lo: Float32Array, hi: Float32Array): void {
  const rowLo = new Float32Array(values.length);
  const rowHi = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let mn = Number.POSITIVE_INFINITY;
      let mx = Number.NEGATIVE_INFINITY;
      const x0 = Math.max(0, x - RADIUS);
      const x1 = Math.min(width - 1, x + RADIUS);
      for (let xx = x0; xx <= x1; xx++) {
        const v = values[row + xx];
        if (v < mn) mn = v;
        if (v > mx) mx = v;
      }
      rowLo[row + x] = mn;
      rowHi[row + x] = mx;
    }
  }
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - RADIUS);
    const y1 = Math.min(height - 1, y + RADIUS);
    for (let x = 0; x < width; x++) {
      let mn = Number.POSITIVE_INFINITY;
      let mx = Number.NEGATIVE_INFINITY;
      for (let yy = y0; yy <= y1; yy++) {
        const j = yy * width + x;
        if (rowLo[j] < mn) mn = rowLo[j];
        if (rowHi[j] > mx) mx = rowHi[j];
      }
      lo[y * width + x] = mn;
      hi[y * width + x] = mx;
    }
  }
}
