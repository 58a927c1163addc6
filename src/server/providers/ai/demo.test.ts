import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DemoImages } from './demo';
import { coloursNamed, demoStickerSvg, subjectFor } from './demo-art';
import { AiProviderError } from './types';

const demo = new DemoImages();
const request = (prompt: string, extra: Partial<Parameters<DemoImages['generate']>[0]> = {}) => ({
  prompt,
  width: 1024,
  height: 1024,
  count: 1,
  tier: 'standard' as const,
  ...extra,
});

async function pixels(png: Buffer) {
  return sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Share of pixels that differ noticeably between two same-size images. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  let differing = 0;
  for (let i = 0; i < pa.data.length; i += 3) {
    if (Math.abs(pa.data[i] - pb.data[i]) + Math.abs(pa.data[i + 1] - pb.data[i + 1]) + Math.abs(pa.data[i + 2] - pb.data[i + 2]) > 60) differing++;
  }
  return differing / (pa.data.length / 3);
}

describe('demo AI provider', () => {
  it('says it is a demo and needs no configuration', () => {
    expect(demo.status()).toMatchObject({ provider: 'demo', isDemo: true, configured: true, problems: [] });
  });

  it('draws PNGs of exactly the requested size, one per requested image', async () => {
    const images = await demo.generate(request('a happy cat', { width: 768, height: 1024, count: 3 }));
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.contentType).toBe('image/png');
      const meta = await sharp(image.data).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 768, height: 1024 });
    }
  });

  it('is deterministic: the same prompt draws the same image', async () => {
    const [a] = await demo.generate(request('a blue cat'));
    const [b] = await demo.generate(request('  A blue   CAT '));
    expect(a.data.equals(b.data)).toBe(true);
  });

  it('draws visibly different art for different prompts, and for each image of one request', async () => {
    const [cat] = await demo.generate(request('a blue cat'));
    const [heart] = await demo.generate(request('a pink heart'));
    expect(await differingShare(cat.data, heart.data)).toBeGreaterThan(0.05);
    const four = await demo.generate(request('a cute dog', { count: 4 }));
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) expect(await differingShare(four[i].data, four[j].data)).toBeGreaterThan(0.02);
  });

  it('keeps a plain white background: the corners and edges are white', async () => {
    const [image] = await demo.generate(request('a yellow star'));
    const { data, info } = await pixels(image.data);
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    for (const [x, y] of [
      [2, 2],
      [info.width - 3, 2],
      [2, info.height - 3],
      [info.width / 2, 2],
    ]) {
      expect(at(x, y)).toEqual([255, 255, 255]);
    }
  });

  it('takes the subject and the colours from the prompt', async () => {
    expect(subjectFor('a sleepy kitten', Math.random)).toBe('cat');
    expect(subjectFor('可爱的小狗', Math.random)).toBe('dog');
    expect(coloursNamed('a blue cat with a red bow, thick white border, plain white background')).toEqual(['#3b82f6', '#e5484d']);
    expect(coloursNamed('绿色的猫, 白色背景')).toEqual(['#3fbf6b']);
    // The named colour fills the subject.
    expect(demoStickerSvg('a blue cat', 0, 512, 512)).toContain('fill="#3b82f6"');
  });

  it('marks every image as a demo and draws it from an SVG Buffer (no file paths)', () => {
    expect(demoStickerSvg('anything', 0, 1024, 1024)).toContain('aria-label="DEMO"');
    expect(demoStickerSvg('anything', 0, 1024, 1024)).not.toMatch(/href=|<image/);
  });

  it('refuses a malformed request with invalid_request', async () => {
    await expect(demo.generate(request('a cat', { count: 9 }))).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(demo.generate(request('a cat', { width: 100_000 }))).rejects.toBeInstanceOf(AiProviderError);
  });

  it('draws a 1024² image fast', async () => {
    await demo.generate(request('warm-up'));
    const started = performance.now();
    await demo.generate(request('a purple flower', { count: 4 }));
    // Measured ~25-40 ms per image here; the bound leaves room for a busy 2-core machine.
    expect((performance.now() - started) / 4).toBeLessThan(300);
  });
});
