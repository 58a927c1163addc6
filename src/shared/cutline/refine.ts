/**
 * Snaps an approximate contour (from the coarse grid) onto the exact iso-distance line at full resolution:
 * each vertex moves along the distance gradient until its exact distance is the offset, and edges whose
 * midpoint strays from it are split until the polyline follows the iso-line within `tol`.
 */
import type { DistanceSource } from './art-distance';

export class Refiner {
  /**
   * `side` (optional) makes the distance signed: −1 where a point lies beyond the points measured from
   * (used for the far region's edge, whose distance would otherwise have a second iso-line outside it).
   */
  constructor(
    private readonly idx: DistanceSource,
    readonly r: number,
    private readonly side?: (x: number, y: number) => number,
  ) {}

  /** Exact (signed, with `side`) distance from a point to what the index holds; sets idx.nx, idx.ny. */
  dist(x: number, y: number): number {
    const d = Math.sqrt(this.idx.dist2(x, y, this.r));
    return this.side ? this.side(x, y) * d : d;
  }

  /** Moves (x, y) onto the iso-line; writes the result into out[o], out[o+1]. */
  project(x: number, y: number, out: number[], o: number): void {
    const { idx, r } = this;
    for (let it = 0; it < 8; it++) {
      const d = this.dist(x, y);
      if (Math.abs(d - r) < 0.01 || d === 0) break;
      x = idx.nx + ((x - idx.nx) * r) / d;
      y = idx.ny + ((y - idx.ny) * r) / d;
    }
    out[o] = x;
    out[o + 1] = y;
  }

  /**
   * Finds the iso-line on the perpendicular bisector of a chord (through its midpoint m, where the distance
   * is r + f0), so a split always lands between the chord's ends, even across a sharp notch.
   */
  private projectAcross(mx: number, my: number, f0: number, cx: number, cy: number, out: number[]): boolean {
    const idx = this.idx;
    const l = Math.hypot(cx, cy);
    let nx = -cy / l;
    let ny = cx / l;
    if (((mx - idx.nx) * nx + (my - idx.ny) * ny) * (this.side ? this.side(mx, my) : 1) < 0) {
      nx = -nx;
      ny = -ny;
    }
    // Now n points away from the art; the distance falls towards it. d is 1-Lipschitz along the line.
    const dir = f0 > 0 ? -1 : 1;
    const f = (t: number) => this.dist(mx + nx * t, my + ny * t) - this.r;
    // Between two of its points the line stays near their chord: a crossing much further out on the
    // bisector is another part of the line (or where a signed distance jumps), and a split there would
    // cut across the art. Then the chord is kept.
    const reach = 3 * l + 1;
    let lo = 0;
    let flo = f0;
    let hi = dir * Math.min(Math.abs(f0), reach);
    let fhi = f(hi);
    for (let k = 0; k < 12 && Math.sign(fhi) === Math.sign(f0) && fhi !== 0 && Math.abs(hi) < reach; k++) {
      lo = hi;
      flo = fhi;
      hi = dir * Math.min(2 * Math.abs(hi), reach);
      fhi = f(hi);
    }
    if (Math.sign(fhi) === Math.sign(f0) && fhi !== 0) return false;
    for (let k = 0; k < 30 && Math.abs(hi - lo) > 0.002; k++) {
      const t = (lo + hi) / 2;
      const ft = f(t);
      if (Math.abs(ft) < 0.005) {
        lo = hi = t;
        break;
      }
      if (Math.sign(ft) === Math.sign(flo)) {
        lo = t;
        flo = ft;
      } else hi = t;
    }
    const t = (lo + hi) / 2;
    out[0] = mx + nx * t;
    out[1] = my + ny * t;
    return true;
  }

  /**
   * Projects every vertex (with `project`, by default onto this iso-line), drops near-duplicates, then
   * splits edges until each midpoint is within tol.
   */
  refineLoop(loop: number[], tol: number, project: (x: number, y: number, out: number[], o: number) => void = (x, y, out, o) => this.project(x, y, out, o)): number[] {
    const n = loop.length;
    const proj: number[] = new Array(n);
    for (let i = 0; i < n; i += 2) project(loop[i], loop[i + 1], proj, i);
    const pts: number[] = [];
    for (let i = 0; i < n; i += 2) {
      const m = pts.length;
      if (m && Math.hypot(proj[i] - pts[m - 2], proj[i + 1] - pts[m - 1]) < 0.05) continue;
      pts.push(proj[i], proj[i + 1]);
    }
    while (pts.length > 4 && Math.hypot(pts[0] - pts[pts.length - 2], pts[1] - pts[pts.length - 1]) < 0.05) pts.length -= 2;
    const out: number[] = [];
    const tmp = [0, 0];
    const m = pts.length;
    for (let i = 0; i < m; i += 2) {
      const j = (i + 2) % m;
      out.push(pts[i], pts[i + 1]);
      this.split(pts[i], pts[i + 1], pts[j], pts[j + 1], tol, 0, out, tmp);
    }
    return out;
  }

  private split(ax: number, ay: number, bx: number, by: number, tol: number, depth: number, out: number[], tmp: number[]): void {
    if (depth >= 16 || Math.hypot(bx - ax, by - ay) < 0.3) return;
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    let f0 = this.dist(mx, my) - this.r;
    if (Math.abs(f0) <= tol) {
      // A notch can hide between the midpoint and an end: look at the quarter points too.
      if (Math.abs(this.dist((3 * ax + bx) / 4, (3 * ay + by) / 4) - this.r) <= tol && Math.abs(this.dist((ax + 3 * bx) / 4, (ay + 3 * by) / 4) - this.r) <= tol) return;
      f0 = this.dist(mx, my) - this.r;
    }
    if (!this.projectAcross(mx, my, f0, ax - bx, ay - by, tmp)) return;
    const px = tmp[0];
    const py = tmp[1];
    this.split(ax, ay, px, py, tol, depth + 1, out, tmp);
    out.push(px, py);
    this.split(px, py, bx, by, tol, depth + 1, out, tmp);
  }
}
