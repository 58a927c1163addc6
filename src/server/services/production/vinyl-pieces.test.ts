import { describe, expect, it } from 'vitest';
import { artworkPng, Canvas } from './fixtures.testkit';
import { generateProductionFiles } from './index';
import { describeLoop } from './vinyl-pieces';

async function vinylWarnings(mask: Canvas) {
  const files = await generateProductionFiles({ artwork: await artworkPng(mask), widthIn: 4, heightIn: 4, cutPath: '', kind: 'vinyl' });
  if (files.kind !== 'vinyl') throw new Error('expected vinyl files');
  return { files, byCode: Object.fromEntries(files.warnings.map((w) => [w.code, w])) };
}

describe('vinyl: nothing is dropped without a word', () => {
  it("names the dot of an 'i' (25 px) that is too small to cut, with its place in inches", async () => {
    // A 4 in design at 300 DPI: the stem of an "i" and its 5 × 5 px dot centred at (602.5, 302.5) px.
    const { files, byCode } = await vinylWarnings(new Canvas(1200, 1200).rect(580, 400, 625, 900).rect(600, 300, 605, 305));
    expect(files.svg.match(/<g id="Decal"[^>]*>\s*<path d="([^"]+)"/)?.[1].match(/M/g)).toHaveLength(1);
    const dropped = byCode['vinyl-dropped'];
    expect(dropped).toBeDefined();
    expect(dropped.values).toMatchObject({ count: 1 });
    // Centre 602.5 / 300 ≈ 2.01 in from the left, 302.5 / 300 ≈ 1.01 in from the top.
    expect(dropped.message).toContain('piece 0.02 × 0.02 in at 2.01, 1.01 in');
    expect(String(dropped.values?.list)).toContain('at 2.01, 1.01 in');
  });

  it('keeps a piece small enough to come off when weeded, and says where it is', async () => {
    // A 20 px (1.7 mm) dot: cuttable, but it fits in 1/8 in: kept in the file, with a warning.
    const { files, byCode } = await vinylWarnings(new Canvas(1200, 1200).rect(100, 100, 500, 500).disk(900, 150, 10));
    expect(files.svg.match(/<g id="Decal"[^>]*>\s*<path d="([^"]+)"/)?.[1].match(/M/g)).toHaveLength(2);
    expect(byCode['vinyl-dropped']).toBeUndefined();
    expect(byCode['vinyl-small-pieces']?.values).toMatchObject({ count: 1 });
    expect(byCode['vinyl-small-pieces']?.message).toMatch(/piece 0\.0\d × 0\.0\d in at 3, 0\.5 in/);
  });

  it('names a filled pinhole as a hole', async () => {
    const { byCode } = await vinylWarnings(new Canvas(1200, 1200).rect(100, 100, 700, 700).rect(300, 300, 304, 304, 0));
    expect(byCode['vinyl-dropped']?.message).toContain('hole 0.01 × 0.01 in at 1.01, 1.01 in');
  });

  it('describes a loop by size and centre', () => {
    expect(describeLoop({ hole: false, areaPx: 900, box: { x0: 0, y0: 300, x1: 30, y1: 330 } }, 300)).toBe('piece 0.1 × 0.1 in at 0.05, 1.05 in');
  });
});
