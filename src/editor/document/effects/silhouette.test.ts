import { describe, expect, it } from 'vitest';
import { dilateInPlace, SHAPE_ALPHA } from './silhouette';

describe('dilateInPlace', () => {
  it('covers every pixel within the radius of the shape, round, in the colour, with a one-pixel rim', () => {
    const w = 41;
    const pixels = new Uint8ClampedArray(w * w * 4);
    const centre = (20 * w + 20) * 4;
    pixels[centre + 3] = 255;
    dilateInPlace(pixels, w, w, 10, [255, 0, 0, 1]);
    const alpha = (x: number, y: number) => pixels[(y * w + x) * 4 + 3];
    expect(alpha(20, 20)).toBe(255);
    expect(alpha(30, 20)).toBe(255); // 10 px away
    expect(alpha(27, 27)).toBe(255); // 9.9 px away
    expect(alpha(28, 28)).toBe(0); // 11.3 px away
    expect(alpha(31, 20)).toBe(0); // 11 px away: the rim ends at radius + 1
    expect([...pixels.slice(centre, centre + 3)]).toEqual([255, 0, 0]);
  });

  it('keeps the soft edge of the shape and ignores pixels fainter than half', () => {
    const pixels = new Uint8ClampedArray(3 * 4);
    pixels[3] = SHAPE_ALPHA - 1;
    pixels[7] = 60;
    dilateInPlace(pixels, 3, 1, 0, [0, 0, 255, 0.5]);
    // No shape pixel: nothing grows, the faint pixels keep their own coverage (times the colour's alpha).
    expect(pixels[3]).toBe(Math.round(((SHAPE_ALPHA - 1) / 255) * 0.5 * 255));
    expect(pixels[11]).toBe(0);
  });
});
