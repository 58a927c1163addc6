import { describe, expect, it } from 'vitest';
import { DEFAULT_QR_OPTIONS, QR_LIMITS, renderQrPng, renderQrSvg, svgToDataUrl, validateQrOptions } from './index';

const options = { ...DEFAULT_QR_OPTIONS, text: 'https://stickerstudio.ca/tools/qr-code' };

/** Width and height from a PNG data URL's IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('validateQrOptions', () => {
  it('accepts the defaults with a text, and a transparent background', () => {
    expect(validateQrOptions(options)).toEqual({ ok: true, options });
    expect(validateQrOptions({ ...options, light: 'transparent' }).ok).toBe(true);
  });

  it('refuses empty, blank and over-long text', () => {
    expect(validateQrOptions({ ...options, text: '' })).toEqual({ ok: false, errors: { text: 'qr.errors.textRequired' } });
    expect(validateQrOptions({ ...options, text: '   ' })).toEqual({ ok: false, errors: { text: 'qr.errors.textRequired' } });
    expect(validateQrOptions({ ...options, text: 'a'.repeat(QR_LIMITS.textMax) }).ok).toBe(true);
    expect(validateQrOptions({ ...options, text: 'a'.repeat(QR_LIMITS.textMax + 1) })).toEqual({ ok: false, errors: { text: 'qr.errors.textTooLong' } });
  });

  it('wants 6-digit hex colours (SPEC §5)', () => {
    for (const bad of ['#fff', '#12345', '#1234567', 'red', '000000', '#gggggg', '#ffffff00']) {
      expect(validateQrOptions({ ...options, dark: bad })).toEqual({ ok: false, errors: { dark: 'qr.errors.colour' } });
    }
    expect(validateQrOptions({ ...options, light: '#fff' })).toEqual({ ok: false, errors: { light: 'qr.errors.colour' } });
    expect(validateQrOptions({ ...options, dark: '#A1b2C3' }).ok).toBe(true);
    // Only the background may be transparent: a transparent foreground would be no code at all.
    expect(validateQrOptions({ ...options, dark: 'transparent' }).ok).toBe(false);
  });

  it('keeps size within 64..2048 px and margin within 0..10 modules, whole numbers', () => {
    expect(validateQrOptions({ ...options, size: 64, margin: 0 }).ok).toBe(true);
    expect(validateQrOptions({ ...options, size: 2048, margin: 10 }).ok).toBe(true);
    for (const size of [63, 2049, 100.5, Number.NaN, '512']) expect(validateQrOptions({ ...options, size })).toEqual({ ok: false, errors: { size: 'qr.errors.size' } });
    for (const margin of [-1, 11, 1.5]) expect(validateQrOptions({ ...options, margin })).toEqual({ ok: false, errors: { margin: 'qr.errors.margin' } });
  });

  it('knows only the four error-correction levels, and reports every bad field', () => {
    expect(validateQrOptions({ ...options, errorCorrectionLevel: 'X' })).toEqual({ ok: false, errors: { errorCorrectionLevel: 'qr.errors.level' } });
    const result = validateQrOptions({ text: 42, size: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['dark', 'errorCorrectionLevel', 'light', 'margin', 'size', 'text']);
    expect(validateQrOptions(null).ok).toBe(false);
  });
});

describe('renderQrSvg', () => {
  it('draws the modules as a path, size px wide, in the chosen colours', async () => {
    const result = await renderQrSvg({ ...options, size: 300, dark: '#112233', light: '#fafafa' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300" /);
    expect(result.value).toContain('stroke="#112233"');
    expect(result.value).toContain('fill="#fafafa"');
    expect(result.value).toMatch(/<path [^>]*d="M\d/);
  });

  it('leaves out the background when it is transparent', async () => {
    const result = await renderQrSvg({ ...options, light: 'transparent' });
    expect(result.ok && result.value.includes('fill=')).toBe(false);
    expect(result.ok && result.value.includes('stroke="#000000"')).toBe(true);
  });

  it('puts the margin in the view box: more error correction means more modules', async () => {
    const viewBox = async (extra: object) => {
      const result = await renderQrSvg({ ...options, ...extra });
      return result.ok ? Number(/viewBox="0 0 (\d+)/.exec(result.value)?.[1]) : 0;
    };
    const base = await viewBox({ margin: 0, errorCorrectionLevel: 'L' });
    expect(await viewBox({ margin: 4, errorCorrectionLevel: 'L' })).toBe(base + 8);
    expect(await viewBox({ margin: 0, errorCorrectionLevel: 'H' })).toBeGreaterThan(base);
  });

  it('says the text is too long for the level instead of throwing', async () => {
    // 2000 letters fit at level L (version 40 holds 2953 bytes) but not at H (1273 bytes).
    const long = 'x'.repeat(2000);
    expect((await renderQrSvg({ ...options, text: long, errorCorrectionLevel: 'L' })).ok).toBe(true);
    expect(await renderQrSvg({ ...options, text: long, errorCorrectionLevel: 'H' })).toEqual({ ok: false, error: 'qr.errors.dataTooBig' });
    // Chinese text takes 3 bytes a character in UTF-8.
    expect(await renderQrSvg({ ...options, text: '贴纸'.repeat(600), errorCorrectionLevel: 'M' })).toEqual({ ok: false, error: 'qr.errors.dataTooBig' });
  });

  it('answers invalid options with their message', async () => {
    expect(await renderQrSvg({ ...options, text: '' })).toEqual({ ok: false, error: 'qr.errors.textRequired' });
  });
});

describe('renderQrPng', () => {
  it('makes a PNG data URL of the chosen size', async () => {
    const result = await renderQrPng({ ...options, size: 256 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(pngSize(result.value)).toEqual({ width: 256, height: 256 });
  });

  it('says the text is too long for the level', async () => {
    expect(await renderQrPng({ ...options, text: 'x'.repeat(2000), errorCorrectionLevel: 'Q' })).toEqual({ ok: false, error: 'qr.errors.dataTooBig' });
  });
});

describe('svgToDataUrl', () => {
  it('encodes as base64 and decodes back to the same text', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>贴纸</title></svg>';
    const url = svgToDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1], 'base64').toString('utf8')).toBe(svg);
  });
});
