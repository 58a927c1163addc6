import type { PDFArray, PDFDict, PDFNumber } from 'pdf-lib';
import { PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cutline } from '../../../shared/cutline';
import { artworkPng, stickerMask } from './fixtures.testkit';
import { generateProductionFiles } from './index';
import { pathBounds } from './path-geometry';
import { numbers, openPdf, placedArt } from './pdf-inspect.testkit';
import { parsePathData } from './svg-path';

describe('print PDF', async () => {
  const mask = stickerMask(1200);
  const cut = cutline(mask.data, 1200, 1200);
  const files = await generateProductionFiles({ artwork: await artworkPng(mask), widthIn: 4, heightIn: 4, cutPath: cut.path, kind: 'sticker' });
  if (files.kind !== 'sticker') throw new Error('expected sticker files');
  const opened = await openPdf(files.pdf);
  const { page, resources, content, resolve } = opened;
  // The sticker as cut, workspace pixels (300 per inch, 0.24 pt each); the page is it plus 1/16 in (18.75 px).
  const cutBox = pathBounds(parsePathData(cut.path));
  if (!cutBox) throw new Error('no cut');
  const pageX0 = cutBox.x0 - 18.75;
  const pageY1 = cutBox.y1 + 18.75;

  it("has a page of the cut's size plus 1/16 in bleed each side, trim box = the sticker as cut", () => {
    const media = page.getMediaBox();
    expect(media.width).toBeCloseTo((cutBox.x1 - cutBox.x0) * 0.24 + 9, 6);
    expect(media.height).toBeCloseTo((cutBox.y1 - cutBox.y0) * 0.24 + 9, 6);
    const trim = page.getTrimBox();
    expect(trim.x).toBeCloseTo(4.5, 6);
    expect(trim.y).toBeCloseTo(4.5, 6);
    expect(trim.width).toBeCloseTo(media.width - 9, 6);
    expect(trim.height).toBeCloseTo(media.height - 9, 6);
    expect([files.cutWidthIn, files.cutHeightIn]).toEqual([(cutBox.x1 - cutBox.x0) / 300, (cutBox.y1 - cutBox.y0) / 300]);
  });

  it('is a well-formed PDF: every cross-reference offset points at its object', () => {
    const text = files.pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(text.match(/startxref\s+(\d+)\s+%%EOF\s*$/)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const table = text.slice(startxref).match(/^xref\s+(\d+) (\d+)\s+/);
    const [first, count] = [Number(table?.[1]), Number(table?.[2])];
    const entries = text.slice(startxref + (table?.[0].length ?? 0)).match(/\d{10} \d{5} [nf]/g) ?? [];
    expect(entries).toHaveLength(count);
    entries.forEach((entry, i) => {
      const [offset, , kind] = entry.split(' ');
      if (kind === 'n') expect(text.slice(Number(offset), Number(offset) + 20)).toMatch(new RegExp(`^${first + i} 0 obj`));
    });
  });

  it('defines CutContour as a Separation with a DeviceCMYK alternate tinting to 100 % magenta', () => {
    const spaces = resolve<PDFDict>(resources.get(PDFName.of('ColorSpace')));
    const cs = resolve<PDFArray>(spaces.get(PDFName.of('CutContour')));
    expect(cs.get(0)).toBe(PDFName.of('Separation'));
    expect(cs.get(1)).toBe(PDFName.of('CutContour'));
    expect(cs.get(2)).toBe(PDFName.of('DeviceCMYK'));
    const tint = resolve<PDFDict>(cs.get(3));
    expect((tint.get(PDFName.of('FunctionType')) as PDFNumber).asNumber()).toBe(2);
    expect(numbers(resolve<PDFArray>(tint.get(PDFName.of('C0'))))).toEqual([0, 0, 0, 0]);
    expect(numbers(resolve<PDFArray>(tint.get(PDFName.of('C1'))))).toEqual([0, 1, 0, 0]);
  });

  it('strokes the cut path in CutContour at 0.25 pt with overprint on', () => {
    const states = resolve<PDFDict>(resources.get(PDFName.of('ExtGState')));
    const gs = resolve<PDFDict>(states.get(PDFName.of('CutGS')));
    expect(String(gs.get(PDFName.of('OP')))).toBe('true');
    expect(String(gs.get(PDFName.of('op')))).toBe('true');
    expect((gs.get(PDFName.of('OPM')) as PDFNumber).asNumber()).toBe(1);
    const cutBlock = content.slice(content.indexOf('/CutGS gs'));
    expect(cutBlock).toMatch(/^\/CutGS gs\s+\/CutContour CS\s+1 SCN\s+0\.25 w/);
    // A closed path of curves, then a stroke (S) and no fill operator.
    const ops = cutBlock.split(/\s+/);
    expect(ops.filter((o) => o === 'c').length).toBeGreaterThan(8);
    expect(ops).toContain('S');
    expect(ops).not.toContain('f');
    expect(ops).not.toContain('B');
  });

  it('maps the cut path from workspace pixels to points with y flipped', () => {
    const move = content.match(/([\d.]+) ([\d.]+) m/);
    expect(move).not.toBeNull();
    const [, px, py] = (cut.path.match(/^M([\d.]+) ([\d.]+)/) ?? []).map(Number);
    expect(Number(move?.[1])).toBeCloseTo((px - pageX0) * 0.24, 2);
    expect(Number(move?.[2])).toBeCloseTo((pageY1 - py) * 0.24, 2);
  });

  it('places the print raster at 300 DPI on the artwork grid, covering the page, with its transparency', () => {
    const art = placedArt(opened);
    // Whole artwork pixels from floor(page x0) to ceil(page x1).
    expect(art.width).toBe(Math.ceil(cutBox.x1 + 18.75) - Math.floor(pageX0));
    expect(art.height).toBe(Math.ceil(pageY1) - Math.floor(cutBox.y0 - 18.75));
    expect(art.hasSMask).toBe(true);
    expect(art.placement.left).toBeCloseTo((Math.floor(pageX0) - pageX0) * 0.24, 2);
    expect(art.placement.left).toBeLessThanOrEqual(0);
    expect((art.width / art.placement.w) * 72).toBeCloseTo(300, 3);
  });

  it('also gives a 300 DPI PNG and an SVG with a CutContour layer', async () => {
    const { default: sharp } = await import('sharp');
    const meta = await sharp(files.png).metadata();
    const art = placedArt(opened);
    expect([meta.width, meta.height, meta.density]).toEqual([art.width, art.height, 300]);
    const num = (v: number) => String(Math.round(v * 10000) / 10000);
    const [w, h] = [cutBox.x1 - cutBox.x0 + 37.5, cutBox.y1 - cutBox.y0 + 37.5];
    expect(files.svg).toContain(`width="${num(w / 300)}in" height="${num(h / 300)}in" viewBox="${num(pageX0)} ${num(cutBox.y0 - 18.75)} ${num(w)} ${num(h)}"`);
    const layer = files.svg.match(
      /<g id="CutContour" inkscape:groupmode="layer" inkscape:label="CutContour">\s*<path d="(M[^"]+)" fill="none" stroke="#FF00FF" stroke-width="([\d.]+)"/,
    );
    expect(layer).not.toBeNull();
    expect(layer?.[1]).toMatch(/Z$/);
    // 0.25 pt at 300 workspace units per inch.
    expect(Number(layer?.[2])).toBeCloseTo((0.25 / 72) * 300, 3);
    expect(files.svg).toMatch(/<g id="Artwork"[^>]*>\s*<image [^>]*xlink:href="data:image\/png;base64,/);
    expect(files.warnings).toEqual([]);
  });

  it("fills the bleed beyond the cut with the border colour, opaque, instead of copying the art's edge", async () => {
    // A rectangular sticker whose background reaches the cut: red left half, blue right half, 1 in at 300 DPI.
    const rgba = Buffer.alloc(300 * 300 * 4);
    for (let i = 0; i < 300 * 300; i++) rgba.set(i % 300 < 150 ? [255, 0, 0, 255] : [0, 0, 255, 255], 4 * i);
    const { default: sharp } = await import('sharp');
    const artwork = await sharp(rgba, { raw: { width: 300, height: 300, channels: 4 } })
      .png()
      .toBuffer();
    for (const [borderColour, fill] of [
      [undefined, [255, 255, 255]],
      ['#102030', [16, 32, 48]],
    ] as const) {
      const square = await generateProductionFiles({ artwork, widthIn: 1, heightIn: 1, cutPath: 'M0 0L300 0L300 300L0 300Z', kind: 'sticker', borderColour });
      if (square.kind !== 'sticker') throw new Error('expected sticker files');
      const art = placedArt(await openPdf(square.pdf));
      const pixel = (x: number, y: number) => {
        const p = art.at(x, y);
        return p && [p.r, p.g, p.b, p.a];
      };
      // Page 1 1/8 in: the cut from 4.5 to 76.5 pt. The art inside, the border colour in the bleed, all opaque.
      expect(pixel(10, 40)).toEqual([255, 0, 0, 255]);
      expect(pixel(70, 40)).toEqual([0, 0, 255, 255]);
      for (const [x, y] of [
        [1, 40],
        [80, 40],
        [40, 1],
        [40, 80],
        [3, 3],
      ])
        expect(pixel(x, y)).toEqual([...fill, 255]);
      // Beyond the bleed outline (the page corner, more than 1/16 in from the cut's corner): not printed.
      expect(pixel(0.1, 0.1)?.[3]).toBe(0);
    }
  });
});
