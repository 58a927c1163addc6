/**
 * Removes small local loops from a closed polyline: where an edge crosses one a few vertices further on
 * (a zigzag where snapped vertices landed on both sides of a cusp of the exact line), the vertices between
 * are replaced by the crossing point. Larger loops are left for the caller's crossing check.
 */
import { segmentsIntersect } from './inspect';

/** How many edges ahead a crossing still counts as a small loop. */
const WINDOW = 8;

export function untangle(p: number[]): number[] {
  let pts = p;
  for (let pass = 0; pass < 4; pass++) {
    const next = removeSmallLoops(pts);
    if (next.length === pts.length) return next;
    pts = next;
  }
  return pts;
}

function removeSmallLoops(p: number[]): number[] {
  const n = p.length / 2;
  if (n < WINDOW + 4) return p;
  const out: number[] = [];
  const at = (k: number) => 2 * (k % n);
  // Vertices are emitted from `start`; the first WINDOW edges are not checked against the wrap (rare, left to the caller).
  let i = 0;
  while (i < n) {
    const a = at(i);
    const b = at(i + 1);
    out.push(p[a], p[a + 1]);
    let skipTo = -1;
    for (let j = i + 2; j <= Math.min(i + WINDOW, n - 1) && skipTo < 0; j++) {
      const c = at(j);
      const d = at(j + 1);
      if (j + 1 >= n && (j + 1) % n === i) continue;
      if (segmentsIntersect(p[a], p[a + 1], p[b], p[b + 1], p[c], p[c + 1], p[d], p[d + 1])) {
        const [x, y] = crossing(p[a], p[a + 1], p[b], p[b + 1], p[c], p[c + 1], p[d], p[d + 1]);
        out.push(x, y);
        skipTo = j + 1;
      }
    }
    i = skipTo > 0 ? skipTo : i + 1;
  }
  return out;
}

/** Where lines ab and cd meet (the midpoint of bc when they are parallel). */
function crossing(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): [number, number] {
  const rx = bx - ax;
  const ry = by - ay;
  const sx = dx - cx;
  const sy = dy - cy;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return [(bx + cx) / 2, (by + cy) / 2];
  const t = ((cx - ax) * sy - (cy - ay) * sx) / den;
  return [ax + t * rx, ay + t * ry];
}
