/**
 * How many separate pieces a cut path makes: its outlines that no other outline encloses an odd number
 * of times (a hole's outline is inside its piece; an island drawn inside a hole is a piece again). A
 * die-cut sticker must be one piece; more, and the customer gets several loose stickers.
 */
import { flattenSubpaths } from '../path-geometry';
import type { PathSegment } from '../svg-path';

/** Even-odd test of a point against one closed polyline (interleaved x, y). */
function inside(x: number, y: number, poly: Float64Array): boolean {
  let odd = false;
  const n = poly.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi, xj, yj] = [poly[2 * i], poly[2 * i + 1], poly[2 * j], poly[2 * j + 1]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

/** Pieces the path cuts out; `step` is the flattening step in the path's units (a fraction of a pixel is plenty). */
export function cutPieces(path: PathSegment[], step: number): number {
  const loops = flattenSubpaths(path, step);
  let pieces = 0;
  for (const [i, loop] of loops.entries()) {
    let depth = 0;
    for (const [j, other] of loops.entries()) if (j !== i && inside(loop[0], loop[1], other)) depth++;
    if (depth % 2 === 0) pieces++;
  }
  return pieces;
}
