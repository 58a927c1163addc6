import { describe, expect, it } from 'vitest';
import { artworkPng, Canvas } from './fixtures.testkit';
import { generateProductionFiles } from './index';
import { findThinLines } from './thin-lines';
import { simplifyClosed, traceDecal } from './vinyl-trace';

async function vinyl(mask: Canvas) {
  const files = await generateProductionFiles({ artwork: await artworkPng(mask), widthIn: 4, heightIn: 4, cutPath: '', kind: 'vinyl' });
  if (files.kind !== 'vinyl') throw new Error('expected vinyl files');
  return files;
}

describe('vinyl decal cut file', () => {
  it('traces outer outlines and keeps holes, with a weeding box 1/4 in around the art', async () => {
    // A ring (outer r 300 px, hole r 150 px) centred in a 4 in design at 300 DPI.
    const files = await vinyl(new Canvas(1200, 1200).disk(600, 600, 300).disk(600, 600, 150, 0));
    const decal = files.svg.match(/<g id="Decal"[^>]*>\s*<path d="([^"]+)" fill="#000000" fill-rule="evenodd"/);
    expect(decal).not.toBeNull();
    expect(decal?.[1].match(/M/g)).toHaveLength(2);
    const box = files.svg.match(/<g id="WeedingBox"[^>]*>\s*<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/);
    expect(box).not.toBeNull();
    const [x, y, w, h] = (box ?? []).slice(1).map(Number);
    // The ring spans 300..900 px; the box adds 75 px (1/4 in) on each side.
    expect(x).toBeCloseTo(225, 0);
    expect(y).toBeCloseTo(225, 0);
    expect(w).toBeCloseTo(750, 0);
    expect(h).toBeCloseTo(750, 0);
    expect(files.svg).toContain('width="2.5in" height="2.5in"');
    expect(files.warnings).toEqual([]);
  });

  it('follows the art within half a pixel', () => {
    const { subpaths, bounds } = traceDecal(new Canvas(400, 400).disk(200, 200, 120).data, 400, 400, 10);
    expect(subpaths).toHaveLength(1);
    const c = subpaths[0].cubics;
    for (let k = 0; k < c.length; k += 8) expect(Math.abs(Math.hypot(c[k] - 200, c[k + 1] - 200) - 120)).toBeLessThan(0.5);
    expect(bounds?.x0).toBeCloseTo(80, 0);
    expect(bounds?.x1).toBeCloseTo(320, 0);
  });

  it('keeps straight sides straight: no curve bulges off its chord on a traced square', () => {
    // Soft (anti-aliased) edges, as a render gives: the short steps at the corners must not tilt the sides.
    const soft = new Canvas(400, 400).rect(100.3, 100.3, 300.7, 300.7);
    for (let y = 99; y <= 301; y++) for (const x of [100, 301]) soft.data[y * 400 + x] = 90;
    const { subpaths } = traceDecal(soft.data, 400, 400, 10);
    expect(subpaths).toHaveLength(1);
    const c = subpaths[0].cubics;
    const offChord = (k: number, px: number, py: number) => {
      const [x0, y0, x1, y1] = [c[k], c[k + 1], c[k + 6], c[k + 7]];
      return Math.abs((px - x0) * (y1 - y0) - (py - y0) * (x1 - x0)) / (Math.hypot(x1 - x0, y1 - y0) || 1);
    };
    let longSides = 0;
    for (let k = 0; k < c.length; k += 8) {
      if (Math.hypot(c[k + 6] - c[k], c[k + 7] - c[k + 1]) < 50) continue;
      longSides++;
      expect(offChord(k, c[k + 2], c[k + 3])).toBeLessThan(0.6);
      expect(offChord(k, c[k + 4], c[k + 5])).toBeLessThan(0.6);
    }
    expect(longSides).toBe(4);
  });

  it('warns about a 1 px line at 4 in and not about thick shapes', async () => {
    const thin = await vinyl(new Canvas(1200, 1200).rect(100, 100, 500, 500).line(100, 900, 1100, 900, 1));
    expect(thin.warnings.map((w) => w.code)).toEqual(['thin-lines']);
    expect(thin.warnings[0].message).toMatch(/thinner than 2 mm/);
    const thick = await vinyl(new Canvas(1200, 1200).rect(100, 100, 500, 500).line(100, 900, 1100, 900, 40));
    expect(thick.warnings).toEqual([]);
  });

  it('measures line widths around the 2 mm limit (23.6 px at 300 DPI)', () => {
    const width = (w: number) => findThinLines(new Canvas(1000, 200).line(100, 100, 900, 100, w).data, 1000, 200, 300);
    expect(width(1)).toMatchObject({ parts: 1 });
    expect(width(1).thinnestMm).toBeCloseTo(0.085, 2);
    expect(width(20).parts).toBe(1);
    expect(width(26).parts).toBe(0);
  });

  it('cuts only the chosen colour when one is given', async () => {
    // Black disc on the left, red square on the right, 4 in at 300 DPI.
    const rgba = Buffer.alloc(1200 * 1200 * 4);
    const black = new Canvas(1200, 1200).disk(300, 600, 200).data;
    const red = new Canvas(1200, 1200).rect(700, 400, 1100, 800).data;
    for (let i = 0; i < 1200 * 1200; i++) {
      if (black[i]) rgba.set([10, 10, 10, 255], 4 * i);
      if (red[i]) rgba.set([220, 20, 30, 255], 4 * i);
    }
    const { default: sharp } = await import('sharp');
    const artwork = await sharp(rgba, { raw: { width: 1200, height: 1200, channels: 4 } })
      .png()
      .toBuffer();
    const cut = async (vinylColour?: string) => {
      const files = await generateProductionFiles({ artwork, widthIn: 4, heightIn: 4, cutPath: '', kind: 'vinyl', vinylColour });
      return files.svg
        .match(/<rect x="([-\d.]+)" y="[-\d.]+" width="([\d.]+)"/)
        ?.slice(1)
        .map(Number);
    };
    // Weeding box = art bounds + 75 px each side.
    expect(await cut()).toEqual([25, expect.closeTo(1150, 0)]);
    const [x, w] = (await cut('#000000')) ?? [];
    expect(x).toBeCloseTo(25, 0);
    expect(w).toBeCloseTo(550, 0);
    await expect(cut('black')).rejects.toThrow(/#RRGGBB/);
  });

  it('refuses artwork with nothing opaque', async () => {
    await expect(vinyl(new Canvas(300, 300))).rejects.toThrow('nothing opaque');
  });
});

describe('simplifyClosed', () => {
  it('keeps the corners of a densely sampled square and drops the points between', () => {
    const pts: number[] = [];
    for (let i = 0; i < 10; i++) pts.push(i, 0);
    for (let i = 0; i < 10; i++) pts.push(10, i);
    for (let i = 10; i > 0; i--) pts.push(i, 10);
    for (let i = 10; i > 0; i--) pts.push(0, i);
    expect(simplifyClosed(pts, 0.1)).toEqual([0, 0, 10, 0, 10, 10, 0, 10]);
  });
});
