import { describe, expect, it } from 'vitest';
import { isoLoops, loopArea, outerLoops } from './contour';
import { squaredDistance } from './distance';
import { fillHoles, removeSpecks } from './mask';
import { enclosingCircle, offsetBox } from './shapes';

describe('distance transform', () => {
  it('matches brute force on a random grid', () => {
    const w = 23;
    const h = 17;
    const f = new Uint8Array(w * h);
    let seed = 7;
    for (let i = 0; i < f.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      f[i] = seed % 13 === 0 ? 1 : 0;
    }
    const d = squaredDistance(f, w, h);
    for (let i = 0; i < f.length; i++) {
      let best = Number.POSITIVE_INFINITY;
      for (let j = 0; j < f.length; j++) if (f[j]) best = Math.min(best, ((i % w) - (j % w)) ** 2 + (Math.floor(i / w) - Math.floor(j / w)) ** 2);
      expect(d[i]).toBe(best);
    }
  });
});

describe('marching squares', () => {
  it('gives a positive outer loop and a negative hole with sub-cell positions', () => {
    const n = 40;
    const field = new Float32Array(n * n);
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) field[y * n + x] = Math.abs(Math.hypot(x - 20, y - 20) - 12) - 4; // annulus 8..16
    const loops = isoLoops(field, n, n);
    expect(loops).toHaveLength(2);
    const areas = loops.map(loopArea).sort((a, b) => a - b);
    expect(areas[0]).toBeCloseTo(-Math.PI * 64, -1);
    expect(areas[1]).toBeCloseTo(Math.PI * 256, -1);
    expect(outerLoops(loops)).toHaveLength(1);
  });
});

describe('mask cells', () => {
  it('removes small groups and keeps large ones', () => {
    const count = new Uint32Array([5, 0, 0, 0, 0, 0, 0, 40, 40]);
    removeSpecks(count, 3, 3, 20);
    expect([...count]).toEqual([0, 0, 0, 0, 0, 0, 0, 40, 40]);
  });
  it('fills enclosed empty cells', () => {
    const occ = new Uint8Array([0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    fillHoles(occ, 5, 5);
    expect(occ[12]).toBe(2);
    expect(occ[0]).toBe(0);
  });
});

describe('shapes', () => {
  it('finds the minimum enclosing circle', () => {
    const [cx, cy, r] = enclosingCircle([0, 10, 5, 5, 4], [5, 5, 0, 10, 6]);
    expect(cx).toBeCloseTo(5);
    expect(cy).toBeCloseTo(5);
    expect(r).toBeCloseTo(5);
  });
  it('pushes a rounded rectangle out so its corners clear the art by the offset', () => {
    const { box, radius } = offsetBox({ x0: 0, y0: 0, x1: 100, y1: 100 }, 10, 40);
    const c = box.x0 + radius;
    expect(radius).toBe(40);
    expect(radius - Math.hypot(c, c)).toBeGreaterThanOrEqual(10 - 1e-9); // art corner (0,0) to the corner arc
  });
});
