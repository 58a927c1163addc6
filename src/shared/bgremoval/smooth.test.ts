import { describe, expect, it } from 'vitest';
import { boxBlur3 } from './smooth';

describe('boxBlur3', () => {
  it('averages each colour over its 3 × 3 neighbourhood and keeps alpha', () => {
    const data = new Uint8ClampedArray(3 * 3 * 4);
    for (let i = 0; i < 9; i++) data.set([0, 0, 0, 200], i * 4);
    data.set([90, 180, 255, 10], 4 * 4);
    const out = boxBlur3({ data, width: 3, height: 3 }).data;
    expect([...out.slice(16, 20)]).toEqual([10, 20, 28, 10]);
    // A corner repeats its edge: the centre pixel is one of its nine.
    expect([...out.slice(0, 4)]).toEqual([10, 20, 28, 200]);
    expect(data[16]).toBe(90);
  });
});
