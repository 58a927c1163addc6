import { describe, expect, it } from 'vitest';
import { compressImage, dataUrlToBlob, readFileAsDataUrl } from './compress';

const KB = 1024;
const MB = 1024 * KB;

type Alpha = 'opaque' | 'leftHalfClear' | 'random';

/** Seeded xorshift noise, so PNGs barely compress and every run makes the same bytes. */
function noiseImage(w: number, h: number, alpha: Alpha): OffscreenCanvas {
  const data = new Uint8ClampedArray(w * h * 4);
  let s = 12345;
  for (let i = 0; i < data.length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    data[i] = s & 255;
  }
  if (alpha !== 'random') for (let p = 0; p < w * h; p++) data[p * 4 + 3] = alpha === 'leftHalfClear' && p % w < w / 2 ? 0 : 255;
  const canvas = new OffscreenCanvas(w, h);
  canvas.getContext('2d')!.putImageData(new ImageData(data, w, h), 0, 0);
  return canvas;
}

const png = (w: number, h: number, alpha: Alpha) => noiseImage(w, h, alpha).convertToBlob({ type: 'image/png' });

async function alphaAt(dataUrl: string, points: Array<[number, number]>): Promise<number[]> {
  const bitmap = await createImageBitmap(dataUrlToBlob(dataUrl));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return points.map(([x, y]) => ctx.getImageData(x, y, 1, 1).data[3]);
}

const mime = (dataUrl: string) => dataUrl.slice(5, dataUrl.indexOf(';'));

describe('readFileAsDataUrl / dataUrlToBlob', () => {
  it('round-trip the bytes and the type', async () => {
    const blob = new Blob([new Uint8Array([0, 1, 2, 250, 255])], { type: 'image/png' });
    const url = await readFileAsDataUrl(blob);
    expect(url).toBe('data:image/png;base64,AAEC+v8=');
    const back = dataUrlToBlob(url);
    expect(back.type).toBe('image/png');
    expect([...new Uint8Array(await back.arrayBuffer())]).toEqual([0, 1, 2, 250, 255]);
  });
});

describe('compressImage (SPEC §9)', () => {
  it('keeps an image of up to 400 KB untouched', async () => {
    const blob = await png(300, 300, 'opaque');
    expect(blob.size).toBeLessThanOrEqual(400 * KB);
    const result = await compressImage(blob, { documentBytes: 0 });
    expect(result).toMatchObject({ width: 300, height: 300, bytes: blob.size, compressed: false });
    expect(result.dataUrl).toBe(await readFileAsDataUrl(blob));
  });

  it('keeps a data URL source as the very same string when small', async () => {
    const dataUrl = await readFileAsDataUrl(await png(120, 80, 'opaque'));
    const result = await compressImage(dataUrl, { documentBytes: 0 });
    expect(result).toMatchObject({ dataUrl, width: 120, height: 80, compressed: false });
  });

  it('brings an image between 900 KB and 1 MB down to 900 KB', async () => {
    const blob = await png(530, 530, 'opaque');
    expect(blob.size).toBeGreaterThan(900 * KB);
    expect(blob.size).toBeLessThanOrEqual(1 * MB);
    const result = await compressImage(blob, { documentBytes: 0 });
    expect(result.compressed).toBe(true);
    expect(result.bytes).toBeLessThanOrEqual(900 * KB);
    expect(mime(result.dataUrl)).toBe('image/jpeg');
    console.info(`530² opaque: ${blob.size} B -> ${result.bytes} B (${result.width}x${result.height})`);
  });

  it('keeps a 400 KB–900 KB image already within its 900 KB target, but compresses it in a heavy document', async () => {
    const blob = await png(420, 420, 'opaque');
    expect(blob.size).toBeGreaterThan(500 * KB);
    expect(blob.size).toBeLessThan(900 * KB);
    expect(await compressImage(blob, { documentBytes: 0 })).toMatchObject({ compressed: false, bytes: blob.size });
    const heavy = await compressImage(blob, { documentBytes: 2 * MB + 1 });
    expect(heavy.compressed).toBe(true);
    expect(heavy.bytes).toBeLessThanOrEqual(500 * KB);
    const veryHeavy = await compressImage(blob, { documentBytes: 3 * MB + 1 });
    expect(veryHeavy.bytes).toBeLessThanOrEqual(300 * KB);
    console.info(`420² opaque: ${blob.size} B -> ${heavy.bytes} B (doc > 2 MB), ${veryHeavy.bytes} B (doc > 3 MB)`);
  });

  it('re-encodes an opaque image over 1 MB as JPEG within 1 MB, from a Blob or a data URL', async () => {
    const blob = await png(700, 700, 'opaque');
    expect(blob.size).toBeGreaterThan(1 * MB);
    const result = await compressImage(blob, { documentBytes: 0 });
    expect(result).toMatchObject({ compressed: true, width: 700, height: 700 });
    expect(result.bytes).toBeLessThanOrEqual(1 * MB);
    expect(mime(result.dataUrl)).toBe('image/jpeg');
    expect(dataUrlToBlob(result.dataUrl).size).toBe(result.bytes);
    const fromDataUrl = await compressImage(await readFileAsDataUrl(blob), { documentBytes: 0 });
    expect(fromDataUrl.bytes).toBe(result.bytes);
    console.info(`700² opaque: ${blob.size} B -> ${result.bytes} B`);
  });

  it('keeps transparency: never JPEG, clear pixels stay clear and opaque ones opaque', async () => {
    const blob = await png(1000, 1000, 'leftHalfClear');
    expect(blob.size).toBeGreaterThan(1 * MB);
    const result = await compressImage(blob, { documentBytes: 2 * MB + 1 });
    expect(result.compressed).toBe(true);
    expect(result.bytes).toBeLessThanOrEqual(500 * KB);
    expect(['image/webp', 'image/png']).toContain(mime(result.dataUrl));
    const { width: w, height: h } = result;
    const alphas = await alphaAt(result.dataUrl, [
      [2, 2],
      [Math.floor(w / 4), Math.floor(h / 2)],
      [Math.floor((3 * w) / 4), Math.floor(h / 2)],
      [w - 2, h - 2],
    ]);
    expect(alphas).toEqual([0, 0, 255, 255]);
    console.info(`1000² half clear: ${blob.size} B -> ${result.bytes} B ${mime(result.dataUrl)} ${w}x${h}`);
  });

  it('shrinks the scale when quality alone is not enough', async () => {
    const blob = await png(1000, 1000, 'opaque');
    const result = await compressImage(blob, { documentBytes: 3 * MB + 1 });
    expect(result.bytes).toBeLessThanOrEqual(300 * KB);
    expect(result.width).toBeLessThan(1000);
    expect([800, 640, 512, 410, 328, 300]).toContain(result.width);
    console.info(`1000² opaque, doc > 3 MB: ${blob.size} B -> ${result.bytes} B at ${result.width}x${result.height}`);
  });

  it('returns the smallest result at the 0.3 floor when even that misses the target, without throwing', async () => {
    // Random alpha is stored losslessly, so 600x600 still needs well over 300 KB.
    const blob = await png(2000, 2000, 'random');
    const result = await compressImage(blob, { documentBytes: 3 * MB + 1 });
    expect(result.compressed).toBe(true);
    expect(result).toMatchObject({ width: 600, height: 600 });
    expect(result.bytes).toBeGreaterThan(300 * KB);
    expect(result.bytes).toBeLessThan(blob.size);
    expect(mime(result.dataUrl)).not.toBe('image/jpeg');
    console.info(`2000² random alpha, doc > 3 MB: ${blob.size} B -> ${result.bytes} B at the floor`);
  }, 60_000);

  it('skips the alpha scan for a JPEG source and keeps it JPEG', async () => {
    const blob = await noiseImage(1400, 1400, 'opaque').convertToBlob({ type: 'image/jpeg', quality: 1 });
    expect(blob.size).toBeGreaterThan(1 * MB);
    const result = await compressImage(blob, { documentBytes: 0 });
    expect(mime(result.dataUrl)).toBe('image/jpeg');
    expect(result.bytes).toBeLessThanOrEqual(1 * MB);
    console.info(`1400² JPEG q1: ${blob.size} B -> ${result.bytes} B at ${result.width}x${result.height}`);
  });

  it('keeps an SVG as it is, whatever its size', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!--${'x'.repeat(500 * KB)}--><rect width="10" height="10"/></svg>`;
    const blob = new Blob([svg], { type: 'image/svg+xml' });
    const result = await compressImage(blob, { documentBytes: 0 });
    expect(result).toMatchObject({ compressed: false, bytes: blob.size, width: 10, height: 10 });
  });

  it('rejects what is not an image', async () => {
    await expect(compressImage(new Blob(['nope'], { type: 'image/png' }), { documentBytes: 0 })).rejects.toThrow();
  });
});
