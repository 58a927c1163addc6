import { describe, expect, it } from 'vitest';
import { cbrtUnit, OklabCache, srgbToOklab } from './oklab';

const lab = (r: number, g: number, b: number) => {
  const out = new Float32Array(3);
  srgbToOklab(r, g, b, out);
  return [...out];
};

describe('OKLab', () => {
  it('matches the published values (× 100)', () => {
    expect(lab(255, 255, 255)[0]).toBeCloseTo(100, 2);
    expect(lab(255, 255, 255)[1]).toBeCloseTo(0, 2);
    expect(lab(0, 0, 0)).toEqual([0, 0, 0]);
    // sRGB red in OKLab: L 0.62796, a 0.22486, b 0.12585.
    const red = lab(255, 0, 0);
    expect(red[0]).toBeCloseTo(62.796, 1);
    expect(red[1]).toBeCloseTo(22.486, 1);
    expect(red[2]).toBeCloseTo(12.585, 1);
  });

  it('puts white further from light grey than two shades of one grainy colour', () => {
    const d = (p: number[], q: number[]) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
    expect(d(lab(255, 255, 255), lab(224, 224, 226))).toBeGreaterThan(8);
    expect(d(lab(245, 238, 215), lab(249, 236, 219))).toBeLessThan(2);
  });

  it('computes the cube root closely from its table', () => {
    let worst = 0;
    for (let x = 0; x <= 1; x += 1 / 9973) worst = Math.max(worst, Math.abs(cbrtUnit(x) - Math.cbrt(x)));
    expect(worst).toBeLessThan(2e-6);
  });

  it('gives the same answer from its cache', () => {
    const cache = new OklabCache();
    const out = new Float32Array(3);
    for (const [r, g, b] of [
      [12, 200, 99],
      [255, 0, 0],
      [12, 200, 99],
    ]) {
      cache.lookup(r, g, b, out);
      expect([...out]).toEqual(lab(r, g, b));
    }
  });
});
