/**
 * A cut whose box is the same however it is measured. The TrimBox is the cut's tight box (curve
 * extrema, path-geometry.ts), but many RIPs and PDF tools bound a path by its control points, which on
 * a traced contour lie up to ~0.15 mm beyond the line; they would see the cut leave the trim. Each
 * curve reaching past the box by its control points is split at its turning points, where the new
 * nodes sit on the box and their neighbouring control points on its edge (the tangent there is level),
 * so both measures agree. The line the blade follows is unchanged; a few nodes are added.
 */
import { type Box, pathBounds } from './path-geometry';
import type { PathSegment } from './svg-path';

type Cubic = [number, number, number, number];

/** Turning points in (0, 1) of one coordinate of a cubic. */
function turningPoints([p0, p1, p2, p3]: Cubic): number[] {
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots = Math.abs(a) < 1e-12 ? (Math.abs(b) < 1e-12 ? [] : [-c / b]) : quadraticRoots(a, b, c);
  return roots.filter((t) => t > 1e-9 && t < 1 - 1e-9);
}

function quadraticRoots(a: number, b: number, c: number): number[] {
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  const root = Math.sqrt(disc);
  return [(-b + root) / (2 * a), (-b - root) / (2 * a)];
}

/** De Casteljau: the cubic from (x, y) split at each of `ts` (ascending), as consecutive C segments. */
function splitCubic(x: number, y: number, s: Extract<PathSegment, { op: 'C' }>, ts: number[]): PathSegment[] {
  const out: PathSegment[] = [];
  let xs: Cubic = [x, s.x1, s.x2, s.x];
  let ys: Cubic = [y, s.y1, s.y2, s.y];
  let done = 0;
  for (const t of ts) {
    const local = (t - done) / (1 - done);
    const [xl, xr] = splitAt(xs, local);
    const [yl, yr] = splitAt(ys, local);
    out.push({ op: 'C', x1: xl[1], y1: yl[1], x2: xl[2], y2: yl[2], x: xl[3], y: yl[3] });
    [xs, ys, done] = [xr, yr, t];
  }
  out.push({ op: 'C', x1: xs[1], y1: ys[1], x2: xs[2], y2: ys[2], x: xs[3], y: ys[3] });
  return out;
}

function splitAt([p0, p1, p2, p3]: Cubic, t: number): [Cubic, Cubic] {
  const lerp = (a: number, b: number) => a + (b - a) * t;
  const [a, b, c] = [lerp(p0, p1), lerp(p1, p2), lerp(p2, p3)];
  const [d, e] = [lerp(a, b), lerp(b, c)];
  const f = lerp(d, e);
  return [
    [p0, a, d, f],
    [f, e, c, p3],
  ];
}

/** The same path with nodes at every turning point of a curve whose control points reach beyond its box. */
export function nodesOnBox(segments: PathSegment[]): PathSegment[] {
  const box = pathBounds(segments);
  if (!box) return segments;
  const outside = (v: number, lo: number, hi: number) => v < lo || v > hi;
  const out: PathSegment[] = [];
  let x = 0;
  let y = 0;
  for (const s of segments) {
    if (s.op === 'C' && reachesOut(s, box, outside)) {
      const ts = [...turningPoints([x, s.x1, s.x2, s.x]), ...turningPoints([y, s.y1, s.y2, s.y])].sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - all[i - 1] > 1e-9);
      out.push(...splitCubic(x, y, s, ts));
    } else out.push(s);
    if (s.op !== 'Z') [x, y] = [s.x, s.y];
  }
  return out;
}

function reachesOut(s: Extract<PathSegment, { op: 'C' }>, box: Box, outside: (v: number, lo: number, hi: number) => boolean): boolean {
  return outside(s.x1, box.x0, box.x1) || outside(s.x2, box.x0, box.x1) || outside(s.y1, box.y0, box.y1) || outside(s.y2, box.y0, box.y1);
}
