import { describe, expect, it } from 'vitest';
import { boxMean3, gateByEdges, minMaxFilter } from './edgeGate';

/** A height × width map of a step: `low` left of column `at`, `high` from it on. */
function step(width: number, height: number, at: number, low: number, high: number): Float32Array {
  return Float32Array.from({ length: width * height }, (_, i) => (i % width < at ? low : high));
}

describe('edge gate', () => {
  it('takes the local minimum and maximum over a 5 × 5 window, and 3 × 3 means', () => {
    const values = new Float32Array(7 * 7);
    values[3 * 7 + 3] = 9;
    const lo = new Float32Array(49);
    const hi = new Float32Array(49);
    minMaxFilter(values, 7, 7, lo, hi);
    expect(hi[1 * 7 + 1]).toBe(9);
    expect(hi[0]).toBe(0);
    expect(lo[3 * 7 + 3]).toBe(0);
    expect(boxMean3(values, 7, 7)[2 * 7 + 2]).toBe(1);
  });

  it('blocks the flood at a sharp step inside the tolerance (a white border on #EEEEEE), not in flat areas', () => {
    const width = 24;
    const gated = gateByEdges(step(width, 24, 12, 0, 5), width, 24, 6);
    const row = 12 * width;
    expect(gated[row + 2]).toBe(0);
    expect(gated[row + 11]).toBe(0);
    // The far side of the step is impassable; deep inside it, with no step in view, it is unchanged.
    expect(gated[row + 12]).toBe(Number.POSITIVE_INFINITY);
    expect(gated[row + 22]).toBe(5);
  });

  it('leaves strong edges (beyond the tolerance) and gentle ramps to the tolerance', () => {
    const width = 24;
    expect([...gateByEdges(step(width, 24, 12, 0, 40), width, 24, 6)]).toEqual([...step(width, 24, 12, 0, 40)]);
    const ramp = Float32Array.from({ length: width * 24 }, (_, i) => (i % width) * 0.2);
    expect([...gateByEdges(ramp, width, 24, 6)]).toEqual([...ramp]);
  });
});
