/**
 * Edges decide where the subject ends, not only colour distance. Where the distance map steps up
 * sharply within a few pixels but stays within the tolerance (a white die-cut border on light grey, a
 * pale fill against a cream background), the step is an edge: a pixel there is background only if it
 * is on the background's side of the step (below the middle of the local minimum and maximum). Steps
 * are found on the 3 × 3 mean of the distances, so grain does not hide them or fake them. Away from such
 * steps (flat background, gentle gradients, grain, or a strong edge the tolerance already separates)
 * the distances pass unchanged.
 */
import { borderPixels } from './background';

/** Half-width of the window the local minimum and maximum are taken over (5 × 5). */
const RADIUS = 2;
/** The smallest step that counts as an edge on a clean image (OKLab × 100). */
const MIN_STEP = 2;
/** A step must stand this many times above the spread grain makes along the border. */
const STEP_OVER_GRAIN = 3;

/**
 * The distance map as the flood should see it: unchanged, except that a pixel on the far side of a weak
 * step (one within the tolerance) becomes impassable (infinite).
 */
export function gateByEdges(dist: Float32Array, width: number, height: number, tolerance: number): Float32Array {
  const mean = boxMean3(dist, width, height);
  // Clipped at the tolerance, so a dark outline next to a narrow white border does not swamp its step.
  const clipped = new Float32Array(mean.length);
  for (let i = 0; i < mean.length; i++) clipped[i] = mean[i] < tolerance ? mean[i] : tolerance;
  const lo = new Float32Array(dist.length);
  const hi = new Float32Array(dist.length);
  minMaxFilter(clipped, width, height, lo, hi);
  const minStep = stepOverGrain(lo, hi, width, height);
  const gated = Float32Array.from(dist);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (hi[i] - lo[i] <= minStep) continue;
      const middle = (hi[i] + lo[i]) / 2;
      // Blocked: on the far side of the step by its neighbourhood, within the tolerance (beyond it the
      // flood stops anyway), and not background-coloured itself (the bar is a quarter of the way up the
      // step, so JPEG blocks and grain in a pale fill do not open it).
      if (mean[i] <= middle || mean[i] > tolerance || dist[i] <= (lo[i] + middle) / 2) continue;
      // Within two pixels of a strong edge (a dark outline) the tolerance decides alone: JPEG ringing
      // there makes weak steps that are no edge of the subject.
      if (strongNearby(mean, width, height, x, y, tolerance)) continue;
      gated[i] = Number.POSITIVE_INFINITY;
    }
  }
  return gated;
}

/** Whether a 3 × 3 mean beyond the tolerance is in the pixel's 3 × 3 neighbourhood. */
function strongNearby(mean: Float32Array, width: number, height: number, x: number, y: number, tolerance: number): boolean {
  for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++)
    for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) if (mean[yy * width + xx] > tolerance) return true;
  return false;
}

/** The local spread that counts as a step here: above what the background's grain makes on the border. */
export function stepOverGrain(lo: Float32Array, hi: Float32Array, width: number, height: number): number {
  const ring = borderPixels(width, height);
  const spreads = Float32Array.from(ring, (i) => hi[i] - lo[i]).sort();
  const median = spreads.length === 0 ? 0 : spreads[spreads.length >> 1];
  return Math.max(MIN_STEP, STEP_OVER_GRAIN * median);
}

/** Mean of each 3 × 3 neighbourhood (edges repeat), separably. */
export function boxMean3(values: Float32Array, width: number, height: number): Float32Array {
  const rows = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) rows[row + x] = values[row + Math.max(0, x - 1)] + values[row + x] + values[row + Math.min(width - 1, x + 1)];
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const row = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) out[row + x] = (rows[up + x] + rows[row + x] + rows[down + x]) / 9;
  }
  return out;
}

/** Local minimum and maximum over a (2·RADIUS + 1)² window, separably (rows, then columns). */
export function minMaxFilter(values: Float32Array, width: number, height: number, lo: Float32Array, hi: Float32Array): void {
  const rowLo = new Float32Array(values.length);
  const rowHi = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = x > RADIUS ? x - RADIUS : 0;
      const x1 = x + RADIUS < width ? x + RADIUS : width - 1;
      let mn = values[row + x0];
      let mx = mn;
      for (let j = row + x0 + 1; j <= row + x1; j++) {
        const v = values[j];
        if (v < mn) mn = v;
        else if (v > mx) mx = v;
      }
      rowLo[row + x] = mn;
      rowHi[row + x] = mx;
    }
  }
  for (let y = 0; y < height; y++) {
    const y0 = y > RADIUS ? y - RADIUS : 0;
    const y1 = y + RADIUS < height ? y + RADIUS : height - 1;
    for (let x = 0; x < width; x++) {
      let mn = rowLo[y0 * width + x];
      let mx = rowHi[y0 * width + x];
      for (let j = (y0 + 1) * width + x; j <= y1 * width + x; j += width) {
        if (rowLo[j] < mn) mn = rowLo[j];
        if (rowHi[j] > mx) mx = rowHi[j];
      }
      lo[y * width + x] = mn;
      hi[y * width + x] = mx;
    }
  }
}
