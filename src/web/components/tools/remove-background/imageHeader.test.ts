import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDimensions } from './imageHeader';

const raw = { raw: { width: 3, height: 2, channels: 4 as const } };
const pixels = Buffer.alloc(3 * 2 * 4, 200);

describe('image dimensions from the file header', () => {
  it('reads PNG, JPEG and WebP (lossy and lossless) headers', async () => {
    for (const file of [
      await sharp(pixels, raw).png().toBuffer(),
      await sharp(pixels, raw).jpeg().toBuffer(),
      await sharp(pixels, raw).webp().toBuffer(),
      await sharp(pixels, raw).webp({ lossless: true }).toBuffer(),
    ]) {
      expect(imageDimensions(new Uint8Array(file))).toEqual({ width: 3, height: 2 });
    }
  });

  it('returns null for what it cannot read', () => {
    expect(imageDimensions(new TextEncoder().encode('not an image at all, really'))).toBeNull();
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull();
  });
});
