import { describe, expect, it } from 'vitest';
import { readArtwork } from './artwork';
import { artworkPng, Canvas } from './fixtures.testkit';
import { generateProductionFiles } from './index';

const square = 'M10 10L100 10L100 100L10 100Z';

describe('production input', () => {
  it('resamples art that was not rendered at 300 DPI and warns when it was lower', async () => {
    const { artwork, warnings } = await readArtwork({
      artwork: await artworkPng(new Canvas(600, 300).rect(10, 10, 500, 200)),
      widthIn: 4,
      heightIn: 2,
      cutPath: square,
      kind: 'sticker',
    });
    expect([artwork.width, artwork.height, artwork.dpi]).toEqual([1200, 600, 300]);
    expect([artwork.workspaceWidth, artwork.workspaceHeight]).toEqual([600, 300]);
    expect(warnings.map((w) => w.code)).toEqual(['low-resolution']);
    expect(warnings[0].message).toContain('150 DPI');
  });

  it('rejects bad input with a clear message', async () => {
    const png = await artworkPng(new Canvas(300, 300).rect(10, 10, 200, 200));
    const base = { artwork: png, widthIn: 1, heightIn: 1, cutPath: square, kind: 'sticker' as const };
    await expect(generateProductionFiles({ ...base, artwork: Buffer.from('not an image') })).rejects.toThrow(/not a readable image/);
    await expect(generateProductionFiles({ ...base, widthIn: 0 })).rejects.toThrow(/widthIn must be/);
    await expect(generateProductionFiles({ ...base, heightIn: Number.NaN })).rejects.toThrow(/heightIn must be/);
    await expect(generateProductionFiles({ ...base, widthIn: 2 })).rejects.toThrow(/proportions/);
    await expect(generateProductionFiles({ ...base, workspaceWidth: 500, workspaceHeight: 300 })).rejects.toThrow(/workspace proportions/);
    await expect(generateProductionFiles({ ...base, cutPath: ' ' })).rejects.toThrow(/needs a cut path/);
    await expect(generateProductionFiles({ ...base, cutPath: 'M1 1Z' })).rejects.toThrow(/draws nothing/);
    await expect(generateProductionFiles({ ...base, kind: 'banner' as 'vinyl' })).rejects.toThrow(/kind must be/);
  });

  it('scales the cut path from workspace units when the workspace is not in pixels', async () => {
    const files = await generateProductionFiles({
      artwork: await artworkPng(new Canvas(300, 300).rect(10, 10, 200, 200)),
      widthIn: 1,
      heightIn: 1,
      cutPath: 'M0 0L500 0L500 500L0 500Z',
      kind: 'sticker',
      workspaceWidth: 500,
      workspaceHeight: 500,
    });
    if (files.kind !== 'sticker') throw new Error('expected sticker files');
    // The page is the cut plus 1/16 in (31.25 units at 500 per inch) on each side.
    expect(files.svg).toContain('viewBox="-31.25 -31.25 562.5 562.5"');
    expect(files.svg).toContain('d="M0 0L500 0L500 500L0 500Z"');
  });
});
