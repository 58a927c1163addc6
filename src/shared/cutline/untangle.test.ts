import { describe, expect, it } from 'vitest';
import { crossings } from './inspect';
import { untangle } from './untangle';

/** A 100 × 100 square, counter-clockwise in y-down coordinates, with `per` vertices per side. */
function square(per: number): number[] {
  const p: number[] = [];
  const side = (x0: number, y0: number, dx: number, dy: number) => {
    for (let k = 0; k < per; k++) p.push(x0 + (dx * 100 * k) / per, y0 + (dy * 100 * k) / per);
  };
  side(0, 0, 1, 0);
  side(100, 0, 0, 1);
  side(100, 100, -1, 0);
  side(0, 100, 0, -1);
  return p;
}

describe('untangle', () => {
  it('leaves a simple loop as it is', () => {
    const p = square(10);
    expect(untangle(p)).toEqual(p);
  });

  it('cuts out a small zigzag loop at the crossing point', () => {
    const p = square(10);
    // On the top side, (20, 0) → (40, 0) → (35, −5) → (30, 5) → (50, 0): a small loop crossing at (32.5, 0).
    p.splice(6, 4, 40, 0, 35, -5, 30, 5);
    expect(crossings(p)).toBe(1);
    const q = untangle(p);
    expect(crossings(q)).toBe(0);
    // (40, 0) and (35, −5) (the loop) give way to the crossing point; the path goes on from (30, 5).
    const expected = square(10);
    expected.splice(6, 4, 32.5, 0, 30, 5);
    expect(q).toEqual(expected);
  });

  it('leaves a large loop for the caller (it is no local zigzag)', () => {
    // A figure eight of 64 vertices: it crosses itself between edges half the loop apart.
    const eight = Array.from({ length: 64 }, (_, k) => [100 * Math.cos((2 * Math.PI * k) / 64), 50 * Math.sin((4 * Math.PI * k) / 64)]).flat();
    expect(crossings(eight)).toBeGreaterThan(0);
    expect(untangle(eight)).toEqual(eight);
  });
});
