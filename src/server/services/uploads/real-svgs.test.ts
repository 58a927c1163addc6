import { loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUpload } from './check';
import { artFixture } from './fixtures-art.testkit';
import { sanitizeSvg } from './sanitize-svg';

const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 };

/** Real SVGs from design tools (tests/fixtures/art/README.md), the size each must be stored at, and what each must keep. */
const FILES = [
  { name: 'mdbook-favicon.svg', size: [1024, 945], keeps: ['<style>', '<path'] }, // viewBox only, a <style> block
  { name: 'pyasn1-logo.svg', size: [974, 1024], keeps: ['<linearGradient', '<filter', 'url(#'] }, // viewBox only, gradients, filters
  { name: 'rust-layers.svg', size: [1104, 632], keeps: ['<use', 'data:image/png', 'transform='] }, // width="100%"
  { name: 'rust-logo.svg', size: [106, 106], keeps: ['<use', '<mask', 'transform='] },
  { name: 'ferris-not-desired-behavior.svg', size: [1354, 819], keeps: ['<clipPath', '<use'] }, // Illustrator export
] as const;

/** The share of pixels with any opacity: a blank render has none. */
async function opaqueShare(svg: Buffer | string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) opaque++;
  return opaque / (info.width * info.height);
}

describe('real SVGs from design tools', () => {
  it.each(FILES)('$name: stored sanitised with an explicit size, drawn at that size by librsvg and Skia alike, not blank', async ({ name, size, keeps }) => {
    const checked = await checkUpload(artFixture(name), limits);
    const stored = checked.body.toString('utf8');
    expect([checked.width, checked.height]).toEqual(size);
    const root = stored.match(/^<svg[^>]*>/)?.[0] ?? '';
    expect(root).toContain(`width="${size[0]}"`);
    expect(root).toContain(`height="${size[1]}"`);
    for (const kept of keeps) expect(stored).toContain(kept);
    expect(stored).not.toMatch(/<script|\son[a-z]+=|<!DOCTYPE|<\?xml/i);
    // The browser's <img>, librsvg (sharp) and Skia (the server renderer) see one size, so the design's
    // image box and the picture drawn in it agree.
    const skia = await loadImage(checked.body);
    expect([skia.width, skia.height]).toEqual(size);
    expect(await opaqueShare(checked.body)).toBeGreaterThan(0.02);
  });

  it('a viewBox-only file has no size of its own: Skia and librsvg guess differently until it is given one', async () => {
    const skia = await loadImage(artFixture('mdbook-favicon.svg'));
    const librsvg = await sharp(artFixture('mdbook-favicon.svg')).metadata();
    expect([skia.width, skia.height]).toEqual([163, 150]);
    expect([librsvg.width, librsvg.height]).toEqual([200, 184]);
  });

  it("draws an Illustrator CC export's CSS classes and gradients (viewBox only, styles in <style>)", async () => {
    // The shape of the file: Illustrator's "Presentation attributes: Style elements" export.
    const illustrator = `<?xml version="1.0" encoding="UTF-8"?>
<svg id="Layer_1" data-name="Layer 1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 168.5 216">
  <defs><style>.cls-1{fill:#e23a26;}.cls-2{fill:url(#linear-gradient);}</style>
    <linearGradient id="linear-gradient" x1="0" y1="108" x2="168.5" y2="108" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#00f"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>
  <rect class="cls-1" width="168.5" height="108"/><rect class="cls-2" y="108" width="168.5" height="108"/>
</svg>`;
    const stored = sanitizeSvg(illustrator);
    expect(stored).toContain('<style>.cls-1{fill:#e23a26;}');
    const { data, info } = await sharp(Buffer.from(stored)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([799, 1024]);
    const at = (x: number, y: number) => [...data.subarray(4 * (y * info.width + x), 4 * (y * info.width + x) + 4)];
    expect(at(400, 256)).toEqual([226, 58, 38, 255]);
    expect(at(400, 768)).toEqual([0, 0, 255, 255]);
  });
});
