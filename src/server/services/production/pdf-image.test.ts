import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPlanes } from './pdf-image';

describe('the PDF image planes, built row by row', () => {
  it('repeats the edge pixels into the bleed and splits RGB from alpha', async () => {
    // 3 × 200 px (more rows than one chunk), each pixel coloured by its place, alpha 100 on the last column.
    const [w, h, pad] = [3, 200, 2];
    const rgba = new Uint8Array(w * h * 4);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rgba.set([x, y, 7, x === w - 1 ? 100 : 255], 4 * (y * w + x));
    const planes = await deflatedPlanes(rgba, w, h, pad);
    expect([planes.width, planes.height]).toEqual([w + 2 * pad, h + 2 * pad]);
    const rgb = zlib.inflateSync(planes.rgb);
    const alpha = zlib.inflateSync(planes.alpha ?? Buffer.alloc(0));
    const clamp = (v: number, max: number) => Math.min(max - 1, Math.max(0, v));
    for (let y = 0; y < planes.height; y++)
      for (let x = 0; x < planes.width; x++) {
        const [sx, sy] = [clamp(x - pad, w), clamp(y - pad, h)];
        const i = y * planes.width + x;
        expect([rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2], alpha[i]]).toEqual([sx, sy, 7, sx === w - 1 ? 100 : 255]);
      }
  });

  it('leaves out the alpha plane when every pixel is opaque', async () => {
    const planes = await deflatedPlanes(new Uint8Array(4 * 4 * 4).fill(255), 4, 4, 1);
    expect(planes.alpha).toBeNull();
    expect(zlib.inflateSync(planes.rgb)).toHaveLength(6 * 6 * 3);
  });
});
