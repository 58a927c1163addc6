/**
 * Printed as designed, checked on the files themselves: designs made in the design document format
 * (as the editor saves them) with art reaching the workspace edge, produced at an ordered size, then the
 * PDF opened like a RIP would: the cut wholly on the page and inside the TrimBox, the ordered size = the
 * sticker as cut, the print opaque at least 1/16 in beyond every cut and nothing but the border colour
 * past the cut (no edge copies), and a kiss-cut sheet's outline in its own through-cut spot colour.
 */
import type { PDFArray, PDFDict } from 'pdf-lib';
import { PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type DesignDocument, migrateDesign } from '../../../shared/design';
import { productionFromDocument } from './design-production';
import { openPdf, placedArt, strokedPolylines } from './pdf-inspect.testkit';

const BLEED_PT = 72 / 16;

function design(cut: Record<string, unknown>, objects: Record<string, unknown>[]): DesignDocument {
  const migrated = migrateDesign({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 }, cut, objects });
  if (!migrated.ok) throw new Error(migrated.error);
  return migrated.doc;
}

/** Art to the workspace's edge: a blue background the size of the workspace and a red disc on it. */
const edgeToEdge = [
  { id: 'bg', type: 'Rect', left: 0, top: 0, width: 1500, height: 1500, fill: '#1e40af' },
  { id: 'disc', type: 'Circle', left: 400, top: 400, radius: 350, fill: '#dc2626' },
];
/** Two separate pieces for kiss-cut sheets, the second touching the workspace's corner. */
const twoPieces = (gap: number) => [
  { id: 'a', type: 'Circle', left: 0, top: 0, radius: 300, fill: '#0f766e' },
  { id: 'b', type: 'Rect', left: 600 + gap, top: 300, width: 1500 - 600 - gap, height: 1200, fill: '#be185d' },
];

type Pt = [number, number];

function inside(poly: Pt[], [x, y]: Pt): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

async function produce(doc: DesignDocument, sizeIn: number, thruCutName?: string) {
  const made = await productionFromDocument(doc, { sizeIn, kind: 'sticker', thruCutName });
  if (made.files.kind !== 'sticker') throw new Error('expected sticker files');
  const pdf = await openPdf(made.files.pdf);
  const cut = strokedPolylines(pdf.content, 'CutContour');
  const sheet = strokedPolylines(pdf.content, 'ThruCut');
  return { made, files: made.files, pdf, cut, sheet, outer: sheet.length ? sheet : cut, art: placedArt(pdf) };
}

type Produced = Awaited<ReturnType<typeof produce>>;

function bounds(lines: Pt[][]) {
  const b = { x0: Number.POSITIVE_INFINITY, y0: Number.POSITIVE_INFINITY, x1: Number.NEGATIVE_INFINITY, y1: Number.NEGATIVE_INFINITY };
  for (const line of lines)
    for (const [x, y] of line) {
      b.x0 = Math.min(b.x0, x);
      b.y0 = Math.min(b.y0, y);
      b.x1 = Math.max(b.x1, x);
      b.y1 = Math.max(b.y1, y);
    }
  return b;
}

/** Points every ~1 pt along the lines. */
function along(lines: Pt[][]): Pt[] {
  const out: Pt[] = [];
  for (const line of lines)
    for (let i = 0; i < line.length; i++) {
      const [a, b] = [line[i], line[(i + 1) % line.length]];
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1])));
      for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
    }
  return out;
}

function expectCutOnPage(p: Produced) {
  const media = p.pdf.page.getMediaBox();
  const trim = p.pdf.page.getTrimBox();
  const bleed = p.pdf.page.getBleedBox();
  expect([bleed.x, bleed.y, bleed.width, bleed.height]).toEqual([media.x, media.y, media.width, media.height]);
  expect(trim.x).toBeCloseTo(BLEED_PT, 3);
  expect(trim.y).toBeCloseTo(BLEED_PT, 3);
  expect(trim.width).toBeCloseTo(media.width - 2 * BLEED_PT, 3);
  for (const lines of [p.cut, p.sheet]) {
    if (!lines.length) continue;
    const b = bounds(lines);
    expect(b.x0).toBeGreaterThanOrEqual(trim.x - 0.01);
    expect(b.y0).toBeGreaterThanOrEqual(trim.y - 0.01);
    expect(b.x1).toBeLessThanOrEqual(trim.x + trim.width + 0.01);
    expect(b.y1).toBeLessThanOrEqual(trim.y + trim.height + 0.01);
  }
  // The TrimBox is the outer cut's own box: the sticker as cut.
  const o = bounds(p.outer);
  expect(o.x0).toBeCloseTo(trim.x, 1);
  expect(o.x1).toBeCloseTo(trim.x + trim.width, 1);
  expect(o.y0).toBeCloseTo(trim.y, 1);
  expect(o.y1).toBeCloseTo(trim.y + trim.height, 1);
}

function expectSizeAsCut(p: Produced, sizeIn: number) {
  const b = bounds(p.outer);
  // Exact, but for the PDF's 0.001 pt rounding and the flattening of the curves in this test.
  expect(Math.abs(Math.max(b.x1 - b.x0, b.y1 - b.y0) / 72 - sizeIn)).toBeLessThanOrEqual(0.0005);
  expect(Math.max(p.made.widthIn, p.made.heightIn)).toBeCloseTo(sizeIn, 9);
  expect(Math.max(p.pdf.page.getTrimBox().width, p.pdf.page.getTrimBox().height)).toBeCloseTo(sizeIn * 72, 6);
}

/** Opaque everywhere within 1/16 in of every cut line, and inside the outer cut. */
function expectOpaqueBleed(p: Produced) {
  let checked = 0;
  for (const [cx, cy] of along([...p.cut, ...p.sheet]))
    for (let dx = -BLEED_PT; dx <= BLEED_PT; dx += 0.5)
      for (let dy = -BLEED_PT; dy <= BLEED_PT; dy += 0.5) {
        if (Math.hypot(dx, dy) > BLEED_PT - 0.01) continue;
        const px = p.art.at(cx + dx, cy + dy);
        checked++;
        if (px?.a !== 255) throw new Error(`not opaque at ${(cx + dx).toFixed(2)}, ${(cy + dy).toFixed(2)} pt (${px?.a}), within 1/16 in of the cut`);
      }
  expect(checked).toBeGreaterThan(10_000);
  const b = bounds(p.outer);
  for (let x = b.x0; x <= b.x1; x += 3) for (let y = b.y0; y <= b.y1; y += 3) if (p.outer.some((l) => inside(l, [x, y]))) expect(p.art.at(x, y)?.a).toBe(255);
}

/** Past the outer cut the print is the border colour only: the art (at least the border away) never streaks into it. */
function expectOnlyBorderColourPastTheCut(p: Produced, rgb: [number, number, number] = [255, 255, 255]) {
  const pts = along(p.outer);
  let checked = 0;
  for (let i = 0; i < pts.length; i += 3) {
    const [a, b] = [pts[i], pts[(i + 1) % pts.length]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const normal: Pt = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    for (const d of [0.5, 1.5, 2.5, 3.5, 4.4])
      for (const sign of [1, -1]) {
        const q: Pt = [a[0] + sign * d * normal[0], a[1] + sign * d * normal[1]];
        if (p.outer.some((l) => inside(l, q))) continue;
        const px = p.art.at(...q);
        checked++;
        if (px?.a !== 255 || px.r !== rgb[0] || px.g !== rgb[1] || px.b !== rgb[2])
          throw new Error(`past the cut at ${q[0].toFixed(2)}, ${q[1].toFixed(2)} pt: ${JSON.stringify(px)}`);
      }
  }
  expect(checked).toBeGreaterThan(500);
}

describe('sticker files framed on the cut, with a real bleed', () => {
  for (const shape of ['rectangle', 'square', 'rounded-rectangle', 'circle', 'contour'] as const)
    it(`${shape} cut, edge-to-edge art, 1/8 in border, ordered 4 in: the whole cut on the page, 4 in as cut, opaque bleed, no streaks`, async () => {
      const p = await produce(design({ shape, kind: 'die', offsetIn: 0.125 }, edgeToEdge), 4);
      expect(p.cut.length).toBe(1);
      expectCutOnPage(p);
      expectSizeAsCut(p, 4);
      expectOpaqueBleed(p);
      expectOnlyBorderColourPastTheCut(p);
    });

  it('a contour cut with no border: the art itself reaches 1/16 in past the cut, opaque', async () => {
    const p = await produce(design({ shape: 'contour', kind: 'die', offsetIn: 0 }, [edgeToEdge[1]]), 3);
    expectCutOnPage(p);
    expectSizeAsCut(p, 3);
    expectOpaqueBleed(p);
  });

  it('a 4 in order of art that fills only part of its workspace still cuts at 4 in (it cut 3.42 × 3.36 in before)', async () => {
    const small = [{ id: 'blob', type: 'Ellipse', left: 200, top: 250, rx: 520, ry: 500, fill: '#7c3aed' }];
    const p = await produce(design({ shape: 'contour', kind: 'die', offsetIn: 0.125 }, small), 4);
    expectSizeAsCut(p, 4);
    expectCutOnPage(p);
  });
});

describe('kiss-cut sheets', () => {
  it("strokes the sheet's outline in its own Thru-cut spot colour, overprinting, with every sticker inside it", async () => {
    const p = await produce(design({ shape: 'contour', kind: 'kiss', offsetIn: 0.125 }, twoPieces(300)), 4);
    expect(p.cut.length).toBe(2);
    expect(p.sheet.length).toBe(1);
    expectCutOnPage(p);
    expectSizeAsCut(p, 4); // the sheet is what is cut through: it measures the ordered size
    expectOpaqueBleed(p);
    expectOnlyBorderColourPastTheCut(p);
    for (const line of p.cut) for (const pt of line) expect(inside(p.sheet[0], pt)).toBe(true);
    const spaces = p.pdf.resolve<PDFDict>(p.pdf.resources.get(PDFName.of('ColorSpace')));
    const thru = p.pdf.resolve<PDFArray>(spaces.get(PDFName.of('ThruCut')));
    expect([thru.get(0), thru.get(1), thru.get(2)]).toEqual([PDFName.of('Separation'), PDFName.of('Thru-cut'), PDFName.of('DeviceCMYK')]);
    // Stroked (S) at 0.25 pt with overprint, never filled: the path operators are only m l c h.
    expect(p.pdf.content).toMatch(/\nq\n\/CutGS gs\n\/ThruCut CS\n1 SCN\n0\.25 w\n1 J 1 j\n[\d.\s mlch-]+\nS\nQ$/);
    expect(p.files.svg).toMatch(/<g id="Thru-cut" inkscape:groupmode="layer" inkscape:label="Thru-cut">\s*<path d="M[^"]+Z" fill="none" stroke="#00FFFF"/);
    expect(p.files.warnings.map((w) => w.code)).toEqual([]);
  });

  it("uses the shop's own through-cut name, and a die-cut sticker has no through-cut at all", async () => {
    const p = await produce(design({ shape: 'contour', kind: 'kiss', offsetIn: 0.125 }, twoPieces(300)), 4, 'CutThrough');
    const spaces = p.pdf.resolve<PDFDict>(p.pdf.resources.get(PDFName.of('ColorSpace')));
    expect(p.pdf.resolve<PDFArray>(spaces.get(PDFName.of('ThruCut'))).get(1)).toBe(PDFName.of('CutThrough'));
    expect(p.files.svg).toContain('<g id="CutThrough"');
    const die = await produce(design({ shape: 'contour', kind: 'die', offsetIn: 0.125 }, twoPieces(300)), 4);
    expect(die.sheet).toEqual([]);
    expect(p.pdf.content).toContain('/ThruCut CS');
    expect(die.pdf.content).not.toContain('/ThruCut CS');
  });

  it('warns, with the figures, when stickers come closer than 2 mm to each other', async () => {
    // Pieces 0.3 in apart at ~4 in with 1/8 in borders: their kiss cuts about 1.2 mm apart.
    const p = await produce(design({ shape: 'contour', kind: 'kiss', offsetIn: 0.125 }, twoPieces(130)), 4);
    expect(p.cut.length).toBe(2);
    const warning = p.files.warnings.find((w) => w.code === 'sticker-spacing');
    expect(warning?.values?.minMm).toBe(2);
    expect(Number(warning?.values?.gapMm)).toBeGreaterThan(0.5);
    expect(Number(warning?.values?.gapMm)).toBeLessThan(2);
    expect(warning?.message).toContain(`${warning?.values?.gapMm} mm apart`);
  });
});
