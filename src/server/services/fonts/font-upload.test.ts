import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import wawoff2 from 'wawoff2';
import { fontFamilyName } from './font-file';
import { checkFontUpload, UNSUPPORTED_FONT } from './font-upload';

const require = createRequire(import.meta.url);
const LOBSTER = readFileSync(require.resolve('@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf'));
const LIMIT = 5 * 1024 * 1024;

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
}

describe('checkFontUpload', () => {
  /** Lobster as WOFF2 (packing takes seconds: once for the file). */
  let woff2: Buffer;
  beforeAll(async () => {
    woff2 = Buffer.from(await wawoff2.compress(new Uint8Array(LOBSTER)));
  }, 60_000);

  it('accepts a real TrueType file the app ships and reads its family name', async () => {
    const font = await checkFontUpload(LOBSTER, LIMIT);
    expect(font).toMatchObject({ family: 'Lobster', format: 'ttf', contentType: 'font/ttf' });
    expect(font.data.equals(LOBSTER)).toBe(true);
  });

  it('unpacks a WOFF2 upload to the TrueType file inside it', async () => {
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const font = await checkFontUpload(woff2, LIMIT);
    expect(font).toMatchObject({ family: 'Lobster', format: 'woff2', contentType: 'font/ttf' });
    expect(fontFamilyName(font.data)).toBe('Lobster');
  });

  it('refuses a PNG renamed to .ttf by its bytes, with the formats it takes', async () => {
    await expect(checkFontUpload(await pngBytes(), LIMIT)).rejects.toMatchObject({ kind: 'unsupported_type', message: UNSUPPORTED_FONT });
    await expect(checkFontUpload(Buffer.from('hello, this is not a font at all'), LIMIT)).rejects.toMatchObject({ kind: 'unsupported_type' });
  });

  it('refuses a file over the size limit before reading it', async () => {
    await expect(checkFontUpload(LOBSTER, 1000)).rejects.toMatchObject({ kind: 'too_large', message: 'The font file is larger than 0 MB.' });
  });

  it('refuses a file that starts like a font but is cut short or has broken glyphs', async () => {
    await expect(checkFontUpload(LOBSTER.subarray(0, 4000), LIMIT)).rejects.toMatchObject({ kind: 'unprocessable', code: 'font_unreadable' });
    // A whole table directory, but the glyph data overwritten with noise.
    const broken = Buffer.from(LOBSTER);
    for (let i = 0; i < broken.readUInt16BE(4); i++) {
      const record = 12 + i * 16;
      const tag = broken.toString('latin1', record, record + 4);
      if (tag === 'glyf' || tag === 'loca') broken.fill(0xff, broken.readUInt32BE(record + 8), broken.readUInt32BE(record + 8) + broken.readUInt32BE(record + 12));
    }
    await expect(checkFontUpload(broken, LIMIT)).rejects.toMatchObject({ code: 'font_unreadable' });
  });

  it('refuses a corrupt WOFF2', async () => {
    const corrupt = Buffer.from(woff2).fill(0, 200, 4000);
    await expect(checkFontUpload(corrupt, LIMIT)).rejects.toMatchObject({ code: 'font_unreadable' });
  });
});
