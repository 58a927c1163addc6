import zlib from 'node:zlib';
import { PDFArray, type PDFDict, PDFDocument, PDFName, type PDFNumber, type PDFObject, type PDFRawStream, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cutline } from '../../../shared/cutline';
import { artworkPng, stickerMask } from './fixtures.testkit';
import { generateProductionFiles } from './index';

/** Opens the produced PDF the way a RIP would: page size, resources and the decoded content stream. */
async function openPdf(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const resolve = <T extends PDFObject>(o: PDFObject | undefined): T => (o instanceof PDFRef ? doc.context.lookup(o) : o) as T;
  const resources = resolve<PDFDict>(page.node.get(PDFName.of('Resources')));
  const contentsObj = resolve<PDFObject>(page.node.get(PDFName.of('Contents')));
  const streams = contentsObj instanceof PDFArray ? contentsObj.asArray().map((r) => resolve<PDFRawStream>(r)) : [contentsObj as PDFRawStream];
  const content = streams
    .map((s) => {
      const filter = s.dict.get(PDFName.of('Filter'));
      return (filter === PDFName.of('FlateDecode') ? zlib.inflateSync(s.contents) : Buffer.from(s.contents)).toString('latin1');
    })
    .join('\n');
  return { doc, page, resources, content, resolve };
}

const numbers = (a: PDFArray) => a.asArray().map((n) => (n as PDFNumber).asNumber());

describe('print PDF', async () => {
  const mask = stickerMask(1200);
  const cut = cutline(mask.data, 1200, 1200);
  const files = await generateProductionFiles({ artwork: await artworkPng(mask), widthIn: 4, heightIn: 4, cutPath: cut.path, kind: 'sticker' });
  if (files.kind !== 'sticker') throw new Error('expected sticker files');
  const { page, resources, content, resolve } = await openPdf(files.pdf);

  it('has a page of the sticker size plus 1/16 in bleed each side, trim box = the sticker', () => {
    const media = page.getMediaBox();
    expect(media.width).toBeCloseTo((4 + 2 / 16) * 72, 6);
    expect(media.height).toBeCloseTo((4 + 2 / 16) * 72, 6);
    const trim = page.getTrimBox();
    expect([trim.x, trim.y, trim.width, trim.height]).toEqual([4.5, 4.5, 288, 288]);
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
    expect(Number(move?.[1])).toBeCloseTo(4.5 + px * 0.24, 2);
    expect(Number(move?.[2])).toBeCloseTo(4.5 + 288 - py * 0.24, 2);
  });

  it('places the art at 300 DPI, extended into the bleed, with its transparency', () => {
    const xobjects = resolve<PDFDict>(resources.get(PDFName.of('XObject')));
    const art = resolve<PDFRawStream>(xobjects.get(PDFName.of('Art')));
    const width = (art.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (art.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    // 1200 px + ceil(300/16) = 19 px of edge-extended bleed each side.
    expect([width, height]).toEqual([1238, 1238]);
    expect(art.dict.get(PDFName.of('SMask'))).toBeInstanceOf(PDFRef);
    const cm = content.match(/([\d.]+) 0 0 ([\d.]+) ([-\d.]+) ([-\d.]+) cm\s+\/Art Do/);
    expect(cm).not.toBeNull();
    // 72 pt per 300 px, and the extension starts 19 px before the trim edge.
    expect(Number(cm?.[1])).toBeCloseTo(1238 * 0.24, 2);
    expect(Number(cm?.[3])).toBeCloseTo(4.5 - 19 * 0.24, 2);
    const ppi = (width / Number(cm?.[1])) * 72;
    expect(ppi).toBeCloseTo(300, 3);
  });

  it('also gives a 300 DPI PNG and an SVG with a CutContour layer', async () => {
    const { default: sharp } = await import('sharp');
    const meta = await sharp(files.png).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([1200, 1200, 300]);
    expect(files.svg).toContain('width="4in" height="4in" viewBox="0 0 1200 1200"');
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

  it('repeats the edge pixels of full-bleed art into the bleed and leaves out the SMask when opaque', async () => {
    // A rectangular sticker whose background reaches the edge: red left half, blue right half, 1 in at 300 DPI.
    const rgba = Buffer.alloc(300 * 300 * 4);
    for (let i = 0; i < 300 * 300; i++) rgba.set(i % 300 < 150 ? [255, 0, 0, 255] : [0, 0, 255, 255], 4 * i);
    const { default: sharp } = await import('sharp');
    const artwork = await sharp(rgba, { raw: { width: 300, height: 300, channels: 4 } })
      .png()
      .toBuffer();
    const square = await generateProductionFiles({ artwork, widthIn: 1, heightIn: 1, cutPath: 'M0 0L300 0L300 300L0 300Z', kind: 'sticker' });
    if (square.kind !== 'sticker') throw new Error('expected sticker files');
    const opened = await openPdf(square.pdf);
    const xobjects = opened.resolve<PDFDict>(opened.resources.get(PDFName.of('XObject')));
    const art = opened.resolve<PDFRawStream>(xobjects.get(PDFName.of('Art')));
    expect(art.dict.get(PDFName.of('SMask'))).toBeUndefined();
    const rgb = zlib.inflateSync(art.contents);
    const side = 300 + 2 * 19;
    const pixel = (x: number, y: number) => [...rgb.subarray(3 * (y * side + x), 3 * (y * side + x) + 3)];
    // Page corners are inside the image and carry the art's edge colours, never white.
    expect(pixel(0, 0)).toEqual([255, 0, 0]);
    expect(pixel(side - 1, side - 1)).toEqual([0, 0, 255]);
    expect(pixel(0, side - 1)).toEqual([255, 0, 0]);
  });
});
