/**
 * One piece for die-cut: islands that stay apart after offsetting and closing are joined by straight
 * bridges along a minimum spanning tree of their closest points. A bridge is returned as a core segment
 * between the two islands' nearest art pixels (pulled towards the cut so its round ends stay inside the
 * offset art), with the shift that makes its sides exactly width/2 from the core (see art-distance.ts).
 */
import type { Bridge } from './art-distance';
import type { NearestIndex } from './nearest';

interface Pair {
  a: number;
  b: number;
  d: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

/** Closest vertices of two loops (coarse scan, then a local exact scan). */
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

/**
 * Bridges joining all loops (outer outlines of the islands, in mask pixels) into one piece, plus one across
 * every place where two islands come closer than `nearGap` (the closing leaves such gaps open when both
 * sides are small or pointed, e.g. two letters' corners): a bridge fills them.
 */
export function planBridges(loops: number[][], art: NearestIndex, offset: number, width: number, nearGap = 0): Bridge[] {
  const pairs: Pair[] = [];
  for (let a = 0; a < loops.length; a++) for (let b = a + 1; b < loops.length; b++) pairs.push(closest(loops[a], loops[b], a, b));
  pairs.sort((p, q) => p.d - q.d || p.a - q.a || p.b - q.b);
  const group = loops.map((_, i) => i);
  const find = (i: number): number => {
    while (group[i] !== i) i = group[i];
    return i;
  };
  const inset = Math.max(0, offset - width / 2);
  const end = (x: number, y: number): [number, number] => {
    art.dist2(x, y, offset);
    const px = art.nx;
    const py = art.ny;
    const l = Math.hypot(x - px, y - py) || 1;
    return [px + ((x - px) / l) * Math.min(inset, l), py + ((y - py) / l) * Math.min(inset, l)];
  };
  const bridges: Bridge[] = [];
  for (const p of pairs) {
    const ga = find(p.a);
    const gb = find(p.b);
    if (ga === gb && p.d >= nearGap) continue;
    group[gb] = ga;
    const [ax, ay] = end(p.ax, p.ay);
    const [bx, by] = end(p.bx, p.by);
    bridges.push({ ax, ay, bx, by, shift: offset - width / 2 });
  }
  return bridges;
}
