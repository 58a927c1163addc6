/**
 * Marching squares: closed iso-lines of a scalar grid at level 0 with linear sub-cell interpolation.
 * "Inside" is value < 0. Loops are oriented with the inside on the right in y-down coordinates, so outer
 * boundaries have a positive shoelace area and holes a negative one. Saddles follow the cell-centre average.
 */

/** Loops as interleaved x,y in grid coordinates (node (i,j) at (i,j)). */
export function isoLoops(field: Float32Array, gw: number, gh: number): number[][] {
  const nh = gw * gh;
  const next = new Int32Array(2 * nh).fill(-1);
  const cross = [0, 0, 0, 0];
  const inOut = [false, false, false, false];
  for (let y = 0; y < gh - 1; y++) {
    for (let x = 0; x < gw - 1; x++) {
      const i = y * gw + x;
      const a = field[i];
      const b = field[i + 1];
      const c = field[i + gw + 1];
      const d = field[i + gw];
      const ia = a < 0;
      const ib = b < 0;
      const ic = c < 0;
      const id = d < 0;
      if (ia === ib && ib === ic && ic === id) continue;
      // Clockwise edges: top (a→b), right (b→c), bottom (c→d), left (d→a).
      let n = 0;
      if (ia !== ib) {
        cross[n] = i;
        inOut[n++] = ia;
      }
      if (ib !== ic) {
        cross[n] = nh + i + 1;
        inOut[n++] = ib;
      }
      if (ic !== id) {
        cross[n] = i + gw;
        inOut[n++] = ic;
      }
      if (id !== ia) {
        cross[n] = nh + i;
        inOut[n++] = id;
      }
      if (n === 2) {
        if (inOut[0]) next[cross[0]] = cross[1];
        else next[cross[1]] = cross[0];
      } else {
        const join = a + b + c + d < 0;
        for (let k = 0; k < 4; k++) if (inOut[k]) next[cross[k]] = cross[join ? (k + 1) % 4 : (k + 3) % 4];
      }
    }
  }
  const loops: number[][] = [];
  for (let e0 = 0; e0 < next.length; e0++) {
    if (next[e0] < 0) continue;
    const pts: number[] = [];
    let e = e0;
    while (e >= 0 && next[e] >= 0) {
      const n = next[e];
      next[e] = -1;
      if (e < nh) {
        const x = e % gw;
        const y = (e - x) / gw;
        const f0 = field[e];
        pts.push(x + f0 / (f0 - field[e + 1]), y);
      } else {
        const j = e - nh;
        const x = j % gw;
        const y = (j - x) / gw;
        const f0 = field[j];
        pts.push(x, y + f0 / (f0 - field[j + gw]));
      }
      e = n;
    }
    if (pts.length >= 6) loops.push(pts);
  }
  return loops;
}

/** Shoelace area (positive for outer loops in this module's orientation). */
export function loopArea(p: ArrayLike<number>): number {
  let s = 0;
  const n = p.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    s += p[i] * p[j + 1] - p[j] * p[i + 1];
  }
  return s / 2;
}

export function pointInLoop(p: ArrayLike<number>, x: number, y: number): boolean {
  let inside = false;
  const n = p.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const yi = p[i + 1];
    const yj = p[j + 1];
    if (yi > y !== yj > y && x < ((p[j] - p[i]) * (y - yi)) / (yj - yi) + p[i]) inside = !inside;
  }
  return inside;
}

/** Outer boundaries only: positive loops not nested in a larger positive loop (holes and what is inside them are filled). */
export function outerLoops(loops: number[][]): number[][] {
  const outer = loops.map((l) => ({ l, a: loopArea(l) })).filter((o) => o.a > 0);
  outer.sort((p, q) => q.a - p.a);
  const kept: number[][] = [];
  for (const o of outer) if (!kept.some((k) => pointInLoop(k, o.l[0], o.l[1]))) kept.push(o.l);
  return kept;
}
