/**
 * One piece for die-cut: islands that stay apart after offsetting are joined by straight bridges of a given
 * width along a minimum spanning tree of their closest points, giving one closed outline (the boundary
 * of the islands plus the bridges).
 */

export const CORNER = 1;
export const BRIDGE = 2;

/** A closed polyline: interleaved x,y, and per-vertex flags (CORNER; BRIDGE = the segment from here is a bridge). */
export interface Outline {
  pts: number[];
  flags: number[];
}

interface Pair {
  a: number;
  b: number;
  d: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

function closest(p: number[], q: number[], a: number, b: number): Pair {
  const stride = Math.max(2, 2 * Math.floor(Math.sqrt((p.length * q.length) / 4) / 400));
  let best = Number.POSITIVE_INFINITY;
  let bi = 0;
  let bj = 0;
  const scan = (i0: number, i1: number, j0: number, j1: number, step: number) => {
    for (let i = i0; i < i1; i += step) {
      const ii = ((i % p.length) + p.length) % p.length;
      for (let j = j0; j < j1; j += step) {
        const jj = ((j % q.length) + q.length) % q.length;
        const d = (p[ii] - q[jj]) ** 2 + (p[ii + 1] - q[jj + 1]) ** 2;
        if (d < best) {
          best = d;
          bi = ii;
          bj = jj;
        }
      }
    }
  };
  scan(0, p.length, 0, q.length, stride);
  if (stride > 2) {
    const ci = bi;
    const cj = bj;
    scan(ci - 2 * stride, ci + 2 * stride + 1, cj - 2 * stride, cj + 2 * stride + 1, 2);
  }
  return { a, b, d: Math.sqrt(best), ax: p[bi], ay: p[bi + 1], bx: q[bj], by: q[bj + 1] };
}

/** The vertex at (x, y), or the nearest one if that vertex was cut away by an earlier bridge. */
function indexOf(o: Outline, x: number, y: number): number {
  let best = Number.POSITIVE_INFINITY;
  let at = 0;
  for (let i = 0; i < o.pts.length; i += 2) {
    const d = (o.pts[i] - x) ** 2 + (o.pts[i + 1] - y) ** 2;
    if (d < best) {
      best = d;
      at = i / 2;
    }
  }
  return at;
}

/** Index reached by walking from i in direction dir (±1) until the path length reaches len (never more than a quarter of the loop). */
function walk(o: Outline, i: number, dir: number, len: number): number {
  const n = o.pts.length / 2;
  let acc = 0;
  let j = i;
  for (let step = 0; step < Math.floor(n / 4); step++) {
    const k = (j + dir + n) % n;
    if (o.flags[dir > 0 ? j : k] & BRIDGE) break;
    acc += Math.hypot(o.pts[2 * k] - o.pts[2 * j], o.pts[2 * k + 1] - o.pts[2 * j + 1]);
    j = k;
    if (acc >= len) break;
  }
  return j === i ? (i + dir + n) % n : j;
}

/** Joins B into A at the given closest vertices (both loops positively oriented). */
function splice(A: Outline, ia: number, B: Outline, ib: number, half: number): Outline {
  const na = A.pts.length / 2;
  const nb = B.pts.length / 2;
  const ja = walk(A, ia, -1, half);
  const ka = walk(A, ia, 1, half);
  const jb = walk(B, ib, 1, half);
  const kb = walk(B, ib, -1, half);
  const pts: number[] = [];
  const flags: number[] = [];
  const add = (o: Outline, i: number, f: number) => {
    pts.push(o.pts[2 * i], o.pts[2 * i + 1]);
    flags.push(o.flags[i] | f);
  };
  for (let i = ka; i !== ja; i = (i + 1) % na) add(A, i, i === ka ? CORNER : 0);
  add(A, ja, CORNER | BRIDGE);
  for (let i = jb; i !== kb; i = (i + 1) % nb) add(B, i, i === jb ? CORNER : 0);
  add(B, kb, CORNER | BRIDGE);
  return { pts, flags };
}

export function joinIslands(loops: number[][], bridgeWidth: number): Outline {
  const outlines: Outline[] = loops.map((pts) => ({ pts, flags: new Array(pts.length / 2).fill(0) }));
  if (outlines.length === 1) return outlines[0];
  const pairs: Pair[] = [];
  for (let a = 0; a < loops.length; a++) for (let b = a + 1; b < loops.length; b++) pairs.push(closest(loops[a], loops[b], a, b));
  pairs.sort((p, q) => p.d - q.d || p.a - q.a || p.b - q.b);
  const group = loops.map((_, i) => i);
  const find = (i: number): number => {
    while (group[i] !== i) i = group[i];
    return i;
  };
  const merged = new Map<number, Outline>(outlines.map((o, i) => [i, o]));
  for (const p of pairs) {
    const ga = find(p.a);
    const gb = find(p.b);
    if (ga === gb) continue;
    const A = merged.get(ga)!;
    const B = merged.get(gb)!;
    const joined = splice(A, indexOf(A, p.ax, p.ay), B, indexOf(B, p.bx, p.by), bridgeWidth / 2);
    group[gb] = ga;
    merged.delete(gb);
    merged.set(ga, joined);
  }
  return merged.get(find(0))!;
}
