import { describe, expect, it } from 'vitest';
import { cutSizeIn, pathBounds } from './stickerSize';

describe('the sticker as cut', () => {
  it('is the box of the cut path, curves included', () => {
    expect(pathBounds('M0 0L30 0L30 20Z')).toEqual({ x0: 0, y0: 0, x1: 30, y1: 20 });
    // A circle of radius 100 round (100, 100) from four cubics: the box is the circle's, not the control points'.
    const k = 55.228;
    const circle = `M200 100C200 ${100 + k} ${100 + k} 200 100 200C${100 - k} 200 0 ${100 + k} 0 100C0 ${100 - k} ${100 - k} 0 100 0C${100 + k} 0 200 ${100 - k} 200 100Z`;
    const box = pathBounds(circle);
    expect(box?.x0).toBeCloseTo(0, 1);
    expect(box?.x1).toBeCloseTo(200, 1);
    expect(pathBounds('')).toBeNull();
  });

  it('gives a 1.5:1 sticker its own proportions, not the square workspace’s', () => {
    // 1500-unit workspace at 3 in: 0.002 in per unit; a cut 1200 × 800 units is 2.4 × 1.6 in.
    expect(cutSizeIn('M150 350L1350 350L1350 1150L150 1150Z', 3 / 1500)).toEqual({ widthIn: 2.4, heightIn: 1.6 });
    expect(cutSizeIn(null, 1)).toBeNull();
  });
});
