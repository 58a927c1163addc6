import { describe, expect, it } from 'vitest';
import { BlockMask } from './block-mask';

/** `w` × `h` straight RGBA whose alpha is alpha(x, y). */
function rgba(w: number, h: number, alpha: (x: number, y: number) => number): Uint8Array {
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[4 * (y * w + x) + 3] = alpha(x, y);
  return out;
}

describe('BlockMask', () => {
  it('averages alpha over blocks, whatever the strip heights, and counts pixels past the edge as transparent', () => {
    const [w, h] = [5, 5];
    const pixels = rgba(w, h, (x, y) => (x < 2 && y < 2 ? 255 : x === 4 ? 200 : 0));
    const mask = new BlockMask(w, h, 2);
    // Strips of 3 and 2 rows: a block's rows arrive in two strips.
    expect(mask.add(pixels.subarray(0, 3 * w * 4), 0, 3)).toBe(true);
    expect(mask.add(pixels.subarray(3 * w * 4), 3, 2)).toBe(true);
    const { alpha, width, height } = mask.finish();
    expect([width, height]).toEqual([3, 3]);
    // Full block of 255; empty blocks; the last column's blocks hold two 200s of four pixels (two beyond the edge).
    expect([...alpha]).toEqual([255, 0, 100, 0, 0, 100, 0, 0, 50]);
  });

  it('is the alpha itself with block 1, and says when nothing is art', () => {
    const mask = new BlockMask(3, 1, 1);
    expect(
      mask.add(
        rgba(3, 1, (x) => [0, 15, 16][x]),
        0,
        1,
      ),
    ).toBe(true);
    expect([...mask.finish().alpha]).toEqual([0, 15, 16]);
    expect(
      new BlockMask(2, 1, 1).add(
        rgba(2, 1, () => 15),
        0,
        1,
      ),
    ).toBe(false);
  });
});
