import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PngStream } from './png-stream';

describe('PNG written strip by strip', () => {
  it('decodes to exactly the pixels written, whatever the strip heights', async () => {
    const [w, h] = [37, 53];
    const rgba = new Uint8Array(w * h * 4);
    for (let i = 0; i < rgba.length; i++) rgba[i] = (i * 7919) % 251;
    const png = new PngStream(w, h);
    // Strips of 10 rows through one reused buffer, as the renderer hands them over.
    const strip = new Uint8Array(10 * w * 4);
    for (let top = 0; top < h; top += 10) {
      const rows = Math.min(10, h - top);
      strip.set(rgba.subarray(top * w * 4, (top + rows) * w * 4));
      await png.write(strip.subarray(0, rows * w * 4));
    }
    const { data, info } = await sharp(await png.end())
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([w, h, 4]);
    expect(Buffer.compare(data, Buffer.from(rgba))).toBe(0);
  });

  it('refuses rows beyond the image and an unfinished image', async () => {
    const png = new PngStream(2, 1);
    await expect(png.write(new Uint8Array(16))).rejects.toThrow(RangeError);
    await expect(new PngStream(2, 2).end()).rejects.toThrow('0 of 2 rows');
  });
});
