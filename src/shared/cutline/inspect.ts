/**
 * Measures of a cut path a plotter cares about, on the path flattened to short chords: node count,
 * shortest segment, self-intersections and the narrowest slit. Used by the engine as a last safety
 * check (crossings) and by the tests.
 */
import { bezierPoint } from './smooth';
import type { Subpath } from './types';

/** The closed polyline through points at most `step` apart along each cubic (interleaved x, y; last ≠ first). */
export function flatten(sp: Subpath, step: number): number[] {
  const c = sp.cubics;
  const out: number[] = [];
  for (let k = 0; k < c.length; k += 8) {
    const len = Math.hypot(c[k + 2] - c[k], c[k + 3] - c[k + 1]) + Math.hypot(c[k + 4] - c[k + 2], c[k + 5] - c[k + 3]) + Math.hypot(c[k + 6] - c[k + 4], c[k + 7] - c[k + 5]);
    const n = Math.max(1, Math.ceil(len / step));
    for (let i = 0; i < n; i++) out.push(...bezierPoint(c[k], c[k + 1], c[k + 2], c[k + 3], c[k + 4], c[k + 5], c[k + 6], c[k + 7], i / n));
  }
  return out;
}

/** Arc length of each cubic, measured on a fine flattening. */
export function segmentLengths(sp: Subpath): number[] {
  const c = sp.cubics;
  const lengths: number[] = [];
  for (let k = 0; k < c.length; k += 8) {
    let len = 0;
    let [px, py] = [c[k], c[k + 1]];
    for (let i = 1; i <= 32; i++) {
      const [x, y] = bezierPoint(c[k], c[k + 1], c[k + 2], c[k + 3], c[k + 4], c[k + 5], c[k + 6], c[k + 7], i / 32);
      len += Math.hypot(x - px, y - py);
      px = x;
      py = y;
    }
    lengths.push(len);
  }
  return lengths;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function onSegment(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): boolean {
  return Math.min(ax, bx) <= cx && cx <= Math.max(ax, bx) && Math.min(ay, by) <= cy && cy <= Math.max(ay, by);
}

/** Whether segments ab and cd share a point (touching counts). */
export function segmentsIntersect(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  if (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  if (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true;
  return false;
}

/** Number of pairs of non-adjacent edges of a closed polyline that meet (0 for a simple loop). Edges are bucketed on a grid. */
export function crossings(p: ArrayLike<number>): number {
  const n = p.length / 2;
  if (n < 4) return 0;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  let total = 0;
  for (let i = 0; i < n; i++) {
    x0 = Math.min(x0, p[2 * i]);
    y0 = Math.min(y0, p[2 * i + 1]);
    x1 = Math.max(x1, p[2 * i]);
    y1 = Math.max(y1, p[2 * i + 1]);
    total += Math.hypot(p[2 * ((i + 1) % n)] - p[2 * i], p[2 * ((i + 1) % n) + 1] - p[2 * i + 1]);
  }
  const cell = Math.max(1e-6, (4 * total) / n);
  const gw = Math.floor((x1 - x0) / cell) + 1;
  const gh = Math.floor((y1 - y0) / cell) + 1;
  const box = new Int32Array(4 * n);
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    box[4 * i] = Math.floor((Math.min(p[2 * i], p[2 * j]) - x0) / cell);
    box[4 * i + 1] = Math.floor((Math.max(p[2 * i], p[2 * j]) - x0) / cell);
    box[4 * i + 2] = Math.floor((Math.min(p[2 * i + 1], p[2 * j + 1]) - y0) / cell);
    box[4 * i + 3] = Math.floor((Math.max(p[2 * i + 1], p[2 * j + 1]) - y0) / cell);
  }
  // Counting sort of (cell, edge) entries.
  const start = new Int32Array(gw * gh + 1);
  for (let i = 0; i < n; i++) for (let cy = box[4 * i + 2]; cy <= box[4 * i + 3]; cy++) for (let cx = box[4 * i]; cx <= box[4 * i + 1]; cx++) start[cy * gw + cx + 1]++;
  for (let k = 0; k < gw * gh; k++) start[k + 1] += start[k];
  const fill = start.slice(0, -1);
  const entries = new Int32Array(start[gw * gh]);
  for (let i = 0; i < n; i++) for (let cy = box[4 * i + 2]; cy <= box[4 * i + 3]; cy++) for (let cx = box[4 * i]; cx <= box[4 * i + 1]; cx++) entries[fill[cy * gw + cx]++] = i;
  let count = 0;
  for (let c = 0; c < gw * gh; c++) {
    const cx = c % gw;
    const cy = (c - cx) / gw;
    for (let a = start[c]; a < start[c + 1]; a++)
      for (let b = a + 1; b < start[c + 1]; b++) {
        const i = Math.min(entries[a], entries[b]);
        const j = Math.max(entries[a], entries[b]);
        if (j - i <= 1 || (i === 0 && j === n - 1)) continue;
        // Count each pair once: in the first cell both boxes share.
        if (cx !== Math.max(box[4 * i], box[4 * j]) || cy !== Math.max(box[4 * i + 2], box[4 * j + 2])) continue;
        const i1 = (i + 1) % n;
        const j1 = (j + 1) % n;
        if (segmentsIntersect(p[2 * i], p[2 * i + 1], p[2 * i1], p[2 * i1 + 1], p[2 * j], p[2 * j + 1], p[2 * j1], p[2 * j1 + 1])) count++;
      }
  }
  return count;
}

function inside(p: number[], x: number, y: number): boolean {
  let c = false;
  const n = p.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) if (p[i + 1] > y !== p[j + 1] > y && x < ((p[j] - p[i]) * (y - p[i + 1])) / (p[j + 1] - p[i + 1]) + p[i]) c = !c;
  return c;
}

/**
 * The narrowest slit of a closed polyline: the smallest distance between two of its points that are far
 * apart along it (more than `skipArc` either way, so a round notch of that diameter is no slit) with the
 * chord between them outside the shape. Only distances below `limit` are looked for; Infinity when none.
 */
export function narrowestGap(p: number[], limit: number, skipArc: number): number {
  const n = p.length / 2;
  const acc = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) acc[i] = acc[i - 1] + Math.hypot(p[2 * (i % n)] - p[2 * i - 2], p[2 * (i % n) + 1] - p[2 * i - 1]);
  const total = acc[n];
  const cells = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const k = `${Math.floor(p[2 * i] / limit)},${Math.floor(p[2 * i + 1] / limit)}`;
    const c = cells.get(k);
    if (c) c.push(i);
    else cells.set(k, [i]);
  }
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const cx = Math.floor(p[2 * i] / limit);
    const cy = Math.floor(p[2 * i + 1] / limit);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        for (const j of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (j <= i) continue;
          const along = acc[j] - acc[i];
          if (Math.min(along, total - along) <= skipArc) continue;
          const d = Math.hypot(p[2 * j] - p[2 * i], p[2 * j + 1] - p[2 * i + 1]);
          if (d >= Math.min(best, limit)) continue;
          // Across open space only: the chord must not cross the path (through a thin neck of the sticker is no slit).
          if (inside(p, (p[2 * i] + p[2 * j]) / 2, (p[2 * i + 1] + p[2 * j + 1]) / 2)) continue;
          let crossed = false;
          for (let ey = -1; ey <= 1 && !crossed; ey++)
            for (let ex = -1; ex <= 1 && !crossed; ex++)
              for (const k of cells.get(`${cx + ex},${cy + ey}`) ?? []) {
                const k1 = (k + 1) % n;
                if (k === i || k1 === i || k === j || k1 === j) continue;
                if (segmentsIntersect(p[2 * i], p[2 * i + 1], p[2 * j], p[2 * j + 1], p[2 * k], p[2 * k + 1], p[2 * k1], p[2 * k1 + 1])) {
                  crossed = true;
                  break;
                }
              }
          if (!crossed) best = d;
        }
  }
  return best;
}
