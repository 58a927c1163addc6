import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../domain/errors';
import { checkUpload } from './check';
import { EVIL_SVG, pngBomb, SAMPLE_SVG, sampleImage } from './fixtures.testkit';

const limits = { maxBytes: 1024 * 1024, maxPixels: 4_000_000 };

async function refusal(buf: Buffer, l = limits): Promise<DomainError> {
  return checkUpload(buf, l).then(
    () => {
      throw new Error('expected a refusal');
    },
    (err) => err as DomainError,
  );
}

describe('checkUpload', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('accepts %s with its type, extension and size', async (format, contentType, ext) => {
    const buf = await sampleImage(format, 40, 30);
    const out = await checkUpload(buf, limits);
    expect(out).toMatchObject({ type: format, contentType, ext, width: 40, height: 30 });
    expect(out.body).toBe(buf);
  });

  it('accepts SVG, stores it sanitised and reads its size', async () => {
    const out = await checkUpload(Buffer.from(SAMPLE_SVG), limits);
    expect(out).toMatchObject({ type: 'svg', contentType: 'image/svg+xml', ext: 'svg', width: 120, height: 80 });
    expect(out.body.toString()).toContain('<use href="#r"');
  });

  it('refuses other types with 415, whatever they claim', async () => {
    for (const buf of [Buffer.from('%PDF-1.4 ...'), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('just text')]) {
      const err = await refusal(buf);
      expect(err.kind).toBe('unsupported_type');
      expect(err.message).toBe('Only PNG, JPEG, WebP, GIF and SVG images can be uploaded.');
    }
  });

  it('refuses files over the size limit with 413', async () => {
    const err = await refusal(Buffer.alloc(2 * 1024 * 1024), limits);
    expect(err.kind).toBe('too_large');
    expect(err.message).toBe('The file is larger than 1 MB.');
  });

  it('refuses a tiny PNG that claims 20000×20000 pixels with 422, fast and without decoding it', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const err = await refusal(bomb);
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024); // decoding would need ~1.6 GB
    expect(err.kind).toBe('unprocessable');
    expect(err.message).toBe('The image is too large (20000×20000 pixels). The limit is 4 megapixels.');
  });

  it('refuses an SVG declaring too many pixels', async () => {
    const err = await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="1" height="1"/></svg>'));
    expect(err.kind).toBe('unprocessable');
    expect(err.message).toContain('20000×20000');
  });

  it('refuses a damaged image with 422', async () => {
    const png = await sampleImage('png');
    const err = await refusal(png.subarray(0, 20));
    expect(err.kind).toBe('unprocessable');
    expect(err.code).toBe('invalid_image');
  });

  it('sanitises a hostile SVG rather than storing it as sent', async () => {
    const out = await checkUpload(Buffer.from(EVIL_SVG), limits);
    const text = out.body.toString();
    expect(text).not.toMatch(/script|onload|onclick|evil\.example|169\.254|javascript:|foreignObject|@import|svg\+xml|<set|iframe/i);
    expect(text).toContain('data:image/png;base64');
  });
});
