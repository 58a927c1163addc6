import { describe, expect, it } from 'vitest';
import { alphaMaskFromRgba, opaqueBounds } from './mask';

/** RGBA pixels whose alpha is given per pixel (colour channels set to junk, which must be ignored). */
function rgba(alphas: number[]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(alphas.length * 4);
  for (const [i, a] of alphas.entries()) data.set([200, 100, 50, a], i * 4);
  return data;
}

describe('alphaMaskFromRgba', () => {
  it('keeps the alpha channel pixel for pixel at scale 1', () => {
    const out = alphaMaskFromRgba(rgba([0, 255, 16, 128, 1, 0]), 3, 2);
    expect(out).toEqual({ mask: Uint8Array.from([0, 255, 16, 128, 1, 0]), width: 3, height: 2 });
  });

  it('averages each covered block when downscaling', () => {
    // 4×2 → 2×1: blocks (0,255,0,255) and (255,255,255,255).
    const out = alphaMaskFromRgba(rgba([0, 255, 255, 255, 0, 255, 255, 255]), 4, 2, 0.5);
    expect(out.width).toBe(2);
    expect(out.height).toBe(1);
    expect([...out.mask]).toEqual([128, 255]);
  });

  it('keeps at least one pixel for a tiny scale', () => {
    const out = alphaMaskFromRgba(rgba([255, 0, 0, 0]), 2, 2, 0.01);
    expect(out).toEqual({ mask: Uint8Array.from([64]), width: 1, height: 1 });
  });

  it('refuses bad sizes, short data and scales outside (0, 1] with a clear message', () => {
    expect(() => alphaMaskFromRgba(rgba([0]), 0, 1)).toThrow(/positive whole pixels/);
    expect(() => alphaMaskFromRgba(rgba([0, 0]), 2, 2)).toThrow(/Expected 16 RGBA values/);
    expect(() => alphaMaskFromRgba(rgba([0]), 1, 1, 2)).toThrow(/Scale must be/);
  });
});

describe('opaqueBounds', () => {
  it('boxes the pixels at or above the threshold', () => {
    // 4×3: opaque at (1,0) and (2,2); a faint pixel at (3,1) is below the threshold.
    const mask = Uint8Array.from([0, 255, 0, 0, 0, 0, 0, 8, 0, 0, 200, 0]);
    expect(opaqueBounds({ mask, width: 4, height: 3 })).toEqual({ x0: 1, y0: 0, x1: 3, y1: 3 });
  });

  it('is null for a fully transparent mask', () => {
    expect(opaqueBounds({ mask: new Uint8Array(6), width: 3, height: 2 })).toBeNull();
  });
});
