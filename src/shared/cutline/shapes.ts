/**
 * Geometric cut shapes around the art: rectangle, square, rounded rectangle (corners pushed out so the
 * arcs still clear the art by the offset) and circle (minimum enclosing circle of the art + offset).
 * Inputs are pixel-centre coordinates; outputs closed cubic chains oriented like the contour.
 */
import type { Subpath } from './types';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

class Builder {
  private readonly c: number[] = [];
  private x: number;
  private y: number;
  /** Shortest piece of arc wanted, px: arcs are cut in fewer (longer) pieces, down to one per 90°. */
  constructor(
    x: number,
    y: number,
    private readonly minLen = 0,
  ) {
    this.x = x;
    this.y = y;
  }
  line(x: number, y: number): void {
    if (Math.hypot(x - this.x, y - this.y) < 1e-9) return;
    this.c.push(this.x, this.y, this.x + (x - this.x) / 3, this.y + (y - this.y) / 3, x - (x - this.x) / 3, y - (y - this.y) / 3, x, y);
    this.x = x;
    this.y = y;
  }
  /** Arc around (cx, cy) from angle a0 to a1 (radians, y-down), in pieces of at most 45°. */
  arc(cx: number, cy: number, r: number, a0: number, a1: number): void {
    if (r <= 0) return;
    const sweep = Math.abs(a1 - a0);
    let pieces = Math.max(1, Math.ceil(sweep / (Math.PI / 4) - 1e-9));
    while (pieces > Math.ceil(sweep / (Math.PI / 2) - 1e-9) && (r * sweep) / pieces < this.minLen) pieces--;
    const step = (a1 - a0) / pieces;
    const k = (4 / 3) * Math.tan(step / 4) * r;
    for (let i = 0; i < pieces; i++) {
      const s = a0 + i * step;
      const e = s + step;
      const x1 = cx + r * Math.cos(e);
      const y1 = cy + r * Math.sin(e);
      this.c.push(this.x, this.y, this.x - k * Math.sin(s), this.y + k * Math.cos(s), x1 + k * Math.sin(e), y1 - k * Math.cos(e), x1, y1);
      this.x = x1;
      this.y = y1;
    }
  }
  done(): Subpath {
    return { cubics: Float64Array.from(this.c), bridge: new Uint8Array(this.c.length / 8) };
  }
}

/** Rectangle with corner radius rad, clockwise on screen from the top-left. */
export function roundedRect(b: Box, rad: number, minLen = 0): Subpath {
  let r = Math.max(0, Math.min(rad, (b.x1 - b.x0) / 2, (b.y1 - b.y0) / 2));
  const h = Math.PI / 2;
  // A corner arc shorter than minLen would be plotter noise: a sharp corner (outside the arc) instead.
  if (r * h < minLen) r = 0;
  const p = new Builder(b.x0 + r, b.y0, minLen);
  p.line(b.x1 - r, b.y0);
  p.arc(b.x1 - r, b.y0 + r, r, -h, 0);
  p.line(b.x1, b.y1 - r);
  p.arc(b.x1 - r, b.y1 - r, r, 0, h);
  p.line(b.x0 + r, b.y1);
  p.arc(b.x0 + r, b.y1 - r, r, h, 2 * h);
  p.line(b.x0, b.y0 + r);
  p.arc(b.x0 + r, b.y0 + r, r, 2 * h, 3 * h);
  return p.done();
}

export function circle(cx: number, cy: number, r: number, minLen = 0): Subpath {
  const p = new Builder(cx + r, cy, minLen);
  p.arc(cx, cy, r, 0, 2 * Math.PI);
  return p.done();
}

/** Art box grown by `offset`; with a corner radius, grown further so the corner arcs stay `offset` clear of the box corner. */
export function offsetBox(b: Box, offset: number, corner: number): { box: Box; radius: number } {
  let rad = corner;
  let e = offset;
  for (let i = 0; i < 3; i++) {
    e = rad > offset ? Math.max(offset, rad - (rad - offset) / Math.SQRT2) : offset;
    rad = Math.min(corner, (b.x1 - b.x0) / 2 + e, (b.y1 - b.y0) / 2 + e);
  }
  return { box: { x0: b.x0 - e, y0: b.y0 - e, x1: b.x1 + e, y1: b.y1 + e }, radius: rad };
}

export function squareAround(b: Box): Box {
  const side = Math.max(b.x1 - b.x0, b.y1 - b.y0);
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  return { x0: cx - side / 2, y0: cy - side / 2, x1: cx + side / 2, y1: cy + side / 2 };
}

/** Convex hull (monotone chain) of points given as interleaved x,y. */
function hull(xs: ArrayLike<number>, ys: ArrayLike<number>): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < xs.length; i++) pts.push([xs[i], ys[i]]);
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: number[], a: number[], b: number[]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

type Circ = [number, number, number];

function circ2(a: number[], b: number[]): Circ {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, Math.hypot(a[0] - b[0], a[1] - b[1]) / 2];
}

function circ3(a: number[], b: number[], c: number[]): Circ {
  const bx = b[0] - a[0];
  const by = b[1] - a[1];
  const cx = c[0] - a[0];
  const cy = c[1] - a[1];
  const d = 2 * (bx * cy - by * cx);
  if (Math.abs(d) < 1e-12) {
    const cands = [circ2(a, b), circ2(a, c), circ2(b, c)];
    return cands.reduce((p, q) => (q[2] > p[2] ? q : p));
  }
  const ux = (cy * (bx * bx + by * by) - by * (cx * cx + cy * cy)) / d;
  const uy = (bx * (cx * cx + cy * cy) - cx * (bx * bx + by * by)) / d;
  return [a[0] + ux, a[1] + uy, Math.hypot(ux, uy)];
}

/** Minimum enclosing circle (Welzl, iterative, deterministic order) of pixel centres. */
export function enclosingCircle(xs: ArrayLike<number>, ys: ArrayLike<number>): Circ {
  const p = hull(xs, ys);
  let seed = 12345;
  for (let i = p.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const j = seed % (i + 1);
    [p[i], p[j]] = [p[j], p[i]];
  }
  const inC = (c: Circ, q: number[]) => Math.hypot(q[0] - c[0], q[1] - c[1]) <= c[2] + 1e-7;
  let c: Circ = p.length ? [p[0][0], p[0][1], 0] : [0, 0, 0];
  for (let i = 1; i < p.length; i++) {
    if (inC(c, p[i])) continue;
    c = [p[i][0], p[i][1], 0];
    for (let j = 0; j < i; j++) {
      if (inC(c, p[j])) continue;
      c = circ2(p[i], p[j]);
      for (let k = 0; k < j; k++) if (!inC(c, p[k])) c = circ3(p[i], p[j], p[k]);
    }
  }
  return c;
}
