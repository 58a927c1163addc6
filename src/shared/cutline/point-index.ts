/**
 * Nearest-point queries over a fixed set of points (float coordinates), bucketed in a square grid.
 * Used for the sampled boundary of the far region when closing narrow gaps (closing.ts).
 * A query far from every point would visit more buckets than there are points (the grid grows with the
 * image's area, the points only with its outline): it scans the points instead, in the same order, so
 * each query costs at most O(points) and finds the same point.
 */
export class PointIndex {
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private readonly start: Int32Array;
  private readonly bw: number;
  private readonly bh: number;
  private readonly x0: number;
  private readonly y0: number;
  /** The point found by the last query. */
  nx = 0;
  ny = 0;

  constructor(
    points: ArrayLike<number>,
    private readonly b: number,
  ) {
    const n = points.length / 2;
    let x0 = Number.POSITIVE_INFINITY;
    let y0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    let y1 = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < n; k++) {
      x0 = Math.min(x0, points[2 * k]);
      x1 = Math.max(x1, points[2 * k]);
      y0 = Math.min(y0, points[2 * k + 1]);
      y1 = Math.max(y1, points[2 * k + 1]);
    }
    if (!n) x0 = y0 = x1 = y1 = 0;
    this.x0 = x0;
    this.y0 = y0;
    this.bw = Math.floor((x1 - x0) / b) + 1;
    this.bh = Math.floor((y1 - y0) / b) + 1;
    const bucket = new Int32Array(n);
    const start = new Int32Array(this.bw * this.bh + 1);
    for (let k = 0; k < n; k++) {
      bucket[k] = Math.floor((points[2 * k + 1] - y0) / b) * this.bw + Math.floor((points[2 * k] - x0) / b);
      start[bucket[k] + 1]++;
    }
    for (let k = 0; k < this.bw * this.bh; k++) start[k + 1] += start[k];
    const fill = start.slice(0, -1);
    this.xs = new Float64Array(n);
    this.ys = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const at = fill[bucket[k]]++;
      this.xs[at] = points[2 * k];
      this.ys[at] = points[2 * k + 1];
    }
    this.start = start;
  }

  get size(): number {
    return this.xs.length;
  }

  /** Squared distance from (qx, qy) to the nearest point; sets nx, ny. `guess` is a likely distance. */
  dist2(qx: number, qy: number, guess: number): number {
    let r = guess + this.b;
    const far = 4 * (this.bw + this.bh) * this.b;
    for (;;) {
      const d2 = this.search(qx - this.x0, qy - this.y0, r * r);
      if (d2 < r * r || this.exhaustive || r > far + Math.abs(qx - this.x0) + Math.abs(qy - this.y0)) return d2;
      r *= 2;
    }
  }

  /** Whether the last search looked at every point (its answer is then the nearest, whatever the radius). */
  private exhaustive = false;

  private search(px: number, py: number, best: number): number {
    const { b, bw, bh, xs, ys, start } = this;
    const r = Math.sqrt(best);
    const bx0 = Math.max(0, Math.floor((px - r) / b));
    const bx1 = Math.min(bw - 1, Math.floor((px + r) / b));
    const by0 = Math.max(0, Math.floor((py - r) / b));
    const by1 = Math.min(bh - 1, Math.floor((py + r) / b));
    this.exhaustive = xs.length > 0 && (bx1 - bx0 + 1) * (by1 - by0 + 1) > xs.length;
    if (this.exhaustive) return this.scanAll(px, py);
    let found = -1;
    for (let by = by0; by <= by1; by++) {
      const lo = by * b;
      const dy = py < lo ? lo - py : py > lo + b ? py - lo - b : 0;
      const dy2 = dy * dy;
      if (dy2 >= best) continue;
      for (let bx = bx0; bx <= bx1; bx++) {
        const k0 = start[by * bw + bx];
        const k1 = start[by * bw + bx + 1];
        if (k0 === k1) continue;
        const left = bx * b;
        const dx = px < left ? left - px : px > left + b ? px - left - b : 0;
        if (dx * dx + dy2 >= best) continue;
        for (let k = k0; k < k1; k++) {
          const ex = xs[k] - this.x0 - px;
          const ey = ys[k] - this.y0 - py;
          const d2 = ex * ex + ey * ey;
          if (d2 < best) {
            best = d2;
            found = k;
          }
        }
      }
    }
    if (found >= 0) {
      this.nx = xs[found];
      this.ny = ys[found];
    }
    return best;
  }

  /** Nearest of all points (ties go to the first in bucket order, as in a bucket search). */
  private scanAll(px: number, py: number): number {
    const { xs, ys, x0, y0 } = this;
    let best = Number.POSITIVE_INFINITY;
    let found = 0;
    for (let k = 0; k < xs.length; k++) {
      const ex = xs[k] - x0 - px;
      const ey = ys[k] - y0 - py;
      const d2 = ex * ex + ey * ey;
      if (d2 < best) {
        best = d2;
        found = k;
      }
    }
    this.nx = xs[found];
    this.ny = ys[found];
    return best;
  }
}
