/**
 * Measuring a parsed cut path: its tight bounding box (curve extrema, not control points: the ordered
 * size and the page are measured on the line the blade follows) and its subpaths flattened to points.
 */
import type { PathSegment } from './svg-path';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const cubicAt = (p0: number, p1: number, p2: number, p3: number, t: number) => {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
};

/** Parameters in (0, 1) where one coordinate of a cubic has a turning point. */
function extremaT(p0: number, p1: number, p2: number, p3: number): number[] {
  // Derivative / 3 = a t² + b t + c.
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  if (Math.abs(a) < 1e-12) return Math.abs(b) < 1e-12 ? [] : [-c / b].filter((t) => t > 0 && t < 1);
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  const root = Math.sqrt(disc);
  return [(-b + root) / (2 * a), (-b - root) / (2 * a)].filter((t) => t > 0 && t < 1);
}

/** Tight bounding box of everything the path draws; null for an empty path. */
export function pathBounds(segments: PathSegment[]): Box | null {
  const b: Box = { x0: Number.POSITIVE_INFINITY, y0: Number.POSITIVE_INFINITY, x1: Number.NEGATIVE_INFINITY, y1: Number.NEGATIVE_INFINITY };
  const add = (x: number, y: number) => {
    b.x0 = Math.min(b.x0, x);
    b.y0 = Math.min(b.y0, y);
    b.x1 = Math.max(b.x1, x);
    b.y1 = Math.max(b.y1, y);
  };
  let x = 0;
  let y = 0;
  for (const s of segments) {
    if (s.op === 'Z') continue;
    if (s.op === 'C') {
      for (const t of [...extremaT(x, s.x1, s.x2, s.x), ...extremaT(y, s.y1, s.y2, s.y)]) add(cubicAt(x, s.x1, s.x2, s.x, t), cubicAt(y, s.y1, s.y2, s.y, t));
    }
    add(s.x, s.y);
    x = s.x;
    y = s.y;
  }
  return Number.isFinite(b.x0) ? b : null;
}

/** Each subpath as a closed polyline (interleaved x, y) with points at most `step` apart along each segment. */
export function flattenSubpaths(segments: PathSegment[], step: number): Float64Array[] {
  const out: Float64Array[] = [];
  let pts: number[] = [];
  let x = 0;
  let y = 0;
  const flush = () => {
    if (pts.length >= 4) out.push(Float64Array.from(pts));
    pts = [];
  };
  for (const s of segments) {
    if (s.op === 'M') {
      flush();
      pts.push(s.x, s.y);
    } else if (s.op === 'L') {
      const n = Math.max(1, Math.ceil(Math.hypot(s.x - x, s.y - y) / step));
      for (let i = 1; i <= n; i++) pts.push(x + ((s.x - x) * i) / n, y + ((s.y - y) * i) / n);
    } else if (s.op === 'C') {
      // The control polygon is at least as long as the curve.
      const len = Math.hypot(s.x1 - x, s.y1 - y) + Math.hypot(s.x2 - s.x1, s.y2 - s.y1) + Math.hypot(s.x - s.x2, s.y - s.y2);
      const n = Math.max(1, Math.ceil(len / step));
      for (let i = 1; i <= n; i++) pts.push(cubicAt(x, s.x1, s.x2, s.x, i / n), cubicAt(y, s.y1, s.y2, s.y, i / n));
    } else {
      continue; // Z: the polyline is closed by definition; the next subpath starts with its own M.
    }
    x = s.x;
    y = s.y;
  }
  flush();
  return out;
}
