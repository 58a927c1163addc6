import { describe, expect, it } from 'vitest';
import { BACKGROUND, FOREGROUND, floodFromBorder } from './flood';
import { closeGaps, regrowOneStep } from './gaps';

describe('closing gaps in a weak edge', () => {
  it('stops the flood at a two-pixel gap and gives back the band along the edge', () => {
    // A 12 × 12 map: a blocked ring (the gate's edge) around the centre, with a 2-pixel gap on the left.
    const width = 12;
    const gated = new Float32Array(width * width);
    for (let k = 3; k <= 8; k++)
      for (const [x, y] of [
        [k, 3],
        [k, 8],
        [3, k],
        [8, k],
      ])
        gated[y * width + x] = Number.POSITIVE_INFINITY;
    gated[5 * width + 3] = 0;
    gated[6 * width + 3] = 0;
    const open = new Uint8Array(width * width);
    floodFromBorder(gated, width, width, 6, open, new Int32Array(width * width));
    expect(open[5 * width + 5]).toBe(BACKGROUND);

    const state = new Uint8Array(width * width);
    floodFromBorder(closeGaps(gated, width, width), width, width, 6, state, new Int32Array(width * width));
    expect(state[5 * width + 5]).toBe(FOREGROUND);
    expect(state[5 * width + 1]).toBe(BACKGROUND);
    expect(state[5 * width + 2]).toBe(FOREGROUND);
    regrowOneStep(gated, width, width, 6, state);
    expect(state[5 * width + 2]).toBe(BACKGROUND);
    expect(state[5 * width + 5]).toBe(FOREGROUND);
  });
});
