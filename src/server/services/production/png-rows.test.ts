import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPngRows } from './png-rows';

/** A 37 × 29 picture with every filter's worth of variety (gradients, noise, transparency). */
function picture(width: number, height: number): Buffer {
  const rgba = Buffer.alloc(width * height * 4);
  let seed = 7;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    rgba.set([(i * 7) % 256, (i >> 3) % 256, seed >>> 24, i % 5 ? 255 : (seed >>> 16) & 255], 4 * i);
  }
  return rgba;
}

describe('openPngRows', () => {
  it('gives back the pixels sharp encoded, read in uneven strips (adaptive filters)', async () => {
    const [w, h] = [37, 29];
    const rgba = picture(w, h);
    const png = await sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
      .png({ adaptiveFiltering: true, compressionLevel: 9 })
      .toBuffer();
    const rows = openPngRows(png);
    if (!rows) throw new Error('not opened');
    expect([rows.width, rows.height]).toEqual([w, h]);
    const got = Buffer.alloc(w * h * 4);
    for (let y = 0, n = 5; y < h; y += n, n = (n % 7) + 1) {
      const take = Math.min(n, h - y);
      got.set(await rows.read(take), y * w * 4);
    }
    expect(got.equals(rgba)).toBe(true);
  });

  it('leaves other PNGs and formats to sharp', async () => {
    const grey = await sharp(Buffer.alloc(16, 128), { raw: { width: 4, height: 4, channels: 1 } })
      .png()
      .toBuffer();
    expect(openPngRows(grey)).toBeNull();
    expect(openPngRows(Buffer.from('not a png'))).toBeNull();
  });
});
