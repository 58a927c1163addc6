/**
 * Exact nearest-opaque-pixel queries at full resolution. Only boundary pixels (opaque with a transparent
 * 4-neighbour) can be nearest to a point outside the art, so only those are indexed, bucketed in a grid.
 * Pixel (x, y) is the point (x + 0.5, y + 0.5). A query whose search square would visit more buckets than
 * there are boundary pixels scans the pixels instead (same order, same answer), so no query costs more
 * than O(boundary) however far from the art it is.
 */
import type { CoarseMask } from './mask';
import type { AlphaMask } from './types';

export class NearestIndex {
  readonly xs: Int32Array;
  readonly ys: Int32Array;
  private readonly start: Int32Array;
  private readonly bw: number;
  private readonly bh: number;
  /** Centre of the pixel found by the last query. */
  nx = 0;
  ny = 0;
  minX = 0;
  minY = 0;
  maxX = -1;
  maxY = -1;

  constructor(
    mask: AlphaMask,
    cm: CoarseMask,
    threshold: number,
    private readonly b: number,
  ) {
    const { width: w, height: h, s, pad, cw, count } = cm;
    const xs: number[] = [];
    const ys: number[] = [];
    const gw = Math.ceil(w / s);
    const gh = Math.ceil(h / s);
    const full = (cx: number, cy: number) => {
      if (cx < 0 || cy < 0 || cx >= gw || cy >= gh) return false;
      const area = (Math.min(w, (cx + 1) * s) - cx * s) * (Math.min(h, (cy + 1) * s) - cy * s);
      return count[(cy + pad) * cw + cx + pad] === area;
    };
    for (let cy = 0; cy < gh; cy++) {
      for (let cx = 0; cx < gw; cx++) {
        if (!count[(cy + pad) * cw + cx + pad]) continue;
        if (full(cx, cy) && full(cx - 1, cy) && full(cx + 1, cy) && full(cx, cy - 1) && full(cx, cy + 1)) continue;
        const y1 = Math.min(h, (cy + 1) * s);
        const x1 = Math.min(w, (cx + 1) * s);
        for (let y = cy * s; y < y1; y++) {
          const row = y * w;
          for (let x = cx * s; x < x1; x++) {
            const i = row + x;
            if (mask[i] < threshold) continue;
            if (x === 0 || x === w - 1 || y === 0 || y === h - 1 || mask[i - 1] < threshold || mask[i + 1] < threshold || mask[i - w] < threshold || mask[i + w] < threshold) {
              xs.push(x);
              ys.push(y);
            }
          }
        }
      }
    }
    this.bw = Math.ceil(w / b);
    this.bh = Math.ceil(h / b);
    const n = xs.length;
    const start = new Int32Array(this.bw * this.bh + 1);
    const bucket = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      bucket[k] = Math.floor(ys[k] / b) * this.bw + Math.floor(xs[k] / b);
      start[bucket[k] + 1]++;
    }
    for (let k = 0; k < this.bw * this.bh; k++) start[k + 1] += start[k];
    const fill = start.slice(0, -1);
    this.xs = new Int32Array(n);
    this.ys = new Int32Array(n);
    let minX = w;
    let minY = h;
    let maxX = -1;
    let maxY = -1;
    for (let k = 0; k < n; k++) {
      const at = fill[bucket[k]]++;
      this.xs[at] = xs[k];
      this.ys[at] = ys[k];
      if (xs[k] < minX) minX = xs[k];
      if (xs[k] > maxX) maxX = xs[k];
      if (ys[k] < minY) minY = ys[k];
      if (ys[k] > maxY) maxY = ys[k];
    }
    Object.assign(this, { minX, minY, maxX, maxY });
    this.start = start;
  }

  get size(): number {
    return this.xs.length;
  }

  /** Squared distance from (qx, qy) to the nearest boundary pixel centre; sets nx, ny. `guess` is a likely distance. */
  dist2(qx: number, qy: number, guess: number): number {
    let r = guess + 2;
    for (;;) {
      const d2 = this.search(qx, qy, r * r);
      if (d2 < r * r || this.exhaustive || r > 4 * (this.bw + this.bh) * this.b) return d2;
      r *= 2;
    }
  }

  /** Whether the last search looked at every pixel (its answer is then the nearest, whatever the radius). */
  private exhaustive = false;

  private search(qx: number, qy: number, best: number): number {
    const { b, bw, bh, xs, ys, start } = this;
    const px = qx - 0.5;
    const py = qy - 0.5;
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
      const dy = py < lo ? lo - py : py > lo + b - 1 ? py - lo - b + 1 : 0;
      const dy2 = dy * dy;
      if (dy2 >= best) continue;
      for (let bx = bx0; bx <= bx1; bx++) {
        const k0 = start[by * bw + bx];
        const k1 = start[by * bw + bx + 1];
        if (k0 === k1) continue;
        const left = bx * b;
        const dx = px < left ? left - px : px > left + b - 1 ? px - left - b + 1 : 0;
        if (dx * dx + dy2 >= best) continue;
        for (let k = k0; k < k1; k++) {
          const ex = xs[k] - px;
          const ey = ys[k] - py;
          const d2 = ex * ex + ey * ey;
          if (d2 < best) {
            best = d2;
            found = k;
          }
        }
      }
    }
    if (found >= 0) {
      this.nx = xs[found] + 0.5;
      this.ny = ys[found] + 0.5;
    }
    return best;
  }

  /** Nearest of all boundary pixels to (px, py) in pixel-index coordinates (ties: first in bucket order). */
  private scanAll(px: number, py: number): number {
    const { xs, ys } = this;
    let best = Number.POSITIVE_INFINITY;
    let found = 0;
    for (let k = 0; k < xs.length; k++) {
      const ex = xs[k] - px;
      const ey = ys[k] - py;
      const d2 = ex * ex + ey * ey;
      if (d2 < best) {
        best = d2;
        found = k;
      }
    }
    this.nx = xs[found] + 0.5;
    this.ny = ys[found] + 0.5;
    return best;
  }
}
