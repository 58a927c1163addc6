import { describe, expect, it } from 'vitest';
import { gateByEdges, minMaxFilter } from './edgeGate';

describe('edge gate', () => {
  it('takes the local minimum and maximum over a 5 × 5 window', () => {
    const values = new Float32Array(7 * 7);
    values[3 * 7 + 3] = 9;
    const lo = new Float32Array(49);
    const hi = new Float32Array(49);
    minMaxFilter(values, 7, 7, lo, hi);
    expect(hi[1 * 7 + 1]).toBe(9);
    expect(hi[0]).toBe(0);
    expect(lo[3 * 7 + 3]).toBe(0);
  });

  it('blocks the flood at a sharp step inside the tolerance, but not in flat or gently varying areas', () => {
    // A row: background (0) then a white band 5 units away (a white die-cut border on #EEEEEE), tolerance 6.
    const width = 12;
    const dist = Float32Array.from({ length: width }, (_, x) => (x < 6 ? 0 : 5));
    const gated = gateByEdges(dist, width, 1, { tolerance: 6, minStep: 2 });
    expect(gated[2]).toBe(0);
    expect(gated[5]).toBe(0);
    // The band next to the step is now beyond the tolerance: the flood stops at the step.
    expect(gated[6]).toBeGreaterThan(6);
    // Deep in the band, with no step in view, the distance is unchanged (within the tolerance).
    expect(gated[11]).toBe(5);
    // A gentle ramp (0.5 a pixel) is no edge.
    const ramp = Float32Array.from({ length: width }, (_, x) => x * 0.3);
    expect([...gateByEdges(ramp, width, 1, { tolerance: 6, minStep: 2 })]).toEqual([...ramp]);
  });
});
