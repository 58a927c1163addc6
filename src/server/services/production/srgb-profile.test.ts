import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SRGB_ICC_PROFILE } from './srgb-profile';

describe('the sRGB profile the PDF carries', () => {
  it('is a 3-channel RGB display profile, the same as the one sharp/libvips builds in', async () => {
    expect(SRGB_ICC_PROFILE.readUInt32BE(0)).toBe(SRGB_ICC_PROFILE.length);
    expect(SRGB_ICC_PROFILE.subarray(16, 20).toString('latin1')).toBe('RGB ');
    expect(SRGB_ICC_PROFILE.subarray(36, 40).toString('latin1')).toBe('acsp');
    const tagged = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .withIccProfile('srgb')
      .png()
      .toBuffer();
    expect((await sharp(tagged).metadata()).icc?.equals(SRGB_ICC_PROFILE)).toBe(true);
  });
});
