import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type DesignDocument, migrateDesign } from '../../../../shared/design';
import { PRINT_DPI } from '../artwork';
import { prepareForPrint, productionInput } from '../design-production';
import { readSticker, traceVinylCut } from '../index';
import { type Box, flattenSubpaths, pathBounds } from '../path-geometry';
import type { DesignProductionRequest } from '../production-file';
import { parsePathData } from '../svg-path';
import { cutPieces } from './cut-pieces';
import { proofFromDocument } from './index';
import { PROOF_RENDER_PX, proofDpi } from './proof-dpi';

/** A flat grey photo of `px` pixels, as a data: URL (what the server inlines from storage). */
async function photo(px: number): Promise<string> {
  const png = await sharp({ create: { width: px, height: px, channels: 4, background: '#808080' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function design(objects: Record<string, unknown>[]): DesignDocument {
  // A wide workspace: the renders at 24 in are 24 × 8 in, a third of a square's pixels.
  const migrated = migrateDesign({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 3000, height: 1000 }, objects });
  if (!migrated.ok) throw new Error(migrated.error);
  return migrated.doc;
}

/** Die-cut art: a disc and a bar that overlap, a photo stretched over them; with `island`, a separate part the cut joins. */
const stickerDesign = async (island: boolean) =>
  design([
    { id: 'disc', type: 'Circle', left: 50, top: 100, radius: 400, fill: '#dc2626' },
    { id: 'bar', type: 'Rect', left: 700, top: 350, width: 1500, height: 300, fill: '#1e40af' },
    { id: 'photo', name: 'Holiday photo', type: 'Image', left: 300, top: 300, width: 400, height: 400, scaleX: 1.5, scaleY: 1.5, src: await photo(400) },
    // Corner to corner with the bar, so the bridge's place is one clear closest pair, not a near-tie.
    ...(island ? [{ id: 'island', type: 'Rect', left: 2400, top: 720, width: 400, height: 230, fill: '#0f766e' }] : []),
  ]);

/** A decal: a disc, a ring (one piece with a hole) and a bar thinner than 2 mm at every size sold here. */
const decalDesign = () =>
  design([
    { id: 'disc', type: 'Circle', left: 100, top: 200, radius: 300, fill: '#000000' },
    { id: 'ring', type: 'Circle', left: 1000, top: 200, radius: 250, fill: '', stroke: '#000000', strokeWidth: 120 },
    // 5 units: 0.17 mm at 4 in, 1 mm at 24 in (a unit is 0.008 in there).
    { id: 'bar', type: 'Rect', left: 1800, top: 300, width: 1000, height: 5, fill: '#000000' },
  ]);

const dieCut: DesignProductionRequest = { sizeIn: 0, kind: 'sticker', cut: { kind: 'die', shape: 'contour' } };

/** The cut's outlines in inches from the centre of its box, flattened every quarter of a proof pixel. */
function cutInInches(path: string, inchesPerUnit: number, dpi: number): Float64Array[] {
  const segments = parsePathData(path);
  const b = pathBounds(segments) as Box;
  const [cx, cy] = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
  return flattenSubpaths(segments, 0.25 / dpi / inchesPerUnit).map((loop) => loop.map((v, i) => (v - (i % 2 === 0 ? cx : cy)) * inchesPerUnit));
}

/** The farthest any point of `a` lies from the polylines of `b` (one side of the Hausdorff distance). */
function farthest(a: Float64Array[], b: Float64Array[], cell: number): number {
  const grid = new Map<string, number[]>();
  const key = (x: number, y: number) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
  const segs: number[] = [];
  for (const loop of b)
    for (let i = 0; i < loop.length; i += 2) {
      const j = (i + 2) % loop.length;
      const s = segs.length;
      segs.push(loop[i], loop[i + 1], loop[j], loop[j + 1]);
      const k = key(loop[i], loop[i + 1]);
      grid.set(k, [...(grid.get(k) ?? []), s]);
    }
  const toSegment = (px: number, py: number, s: number) => {
    const [x0, y0, x1, y1] = [segs[s], segs[s + 1], segs[s + 2], segs[s + 3]];
    const [dx, dy] = [x1 - x0, y1 - y0];
    const t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy || 1)));
    return Math.hypot(px - x0 - t * dx, py - y0 - t * dy);
  };
  let worst = 0;
  for (const loop of a)
    for (let i = 0; i < loop.length; i += 2) {
      const [gx, gy] = [Math.floor(loop[i] / cell), Math.floor(loop[i + 1] / cell)];
      let best = Number.POSITIVE_INFINITY;
      for (let ox = -1; ox <= 1; ox++)
        for (let oy = -1; oy <= 1; oy++) for (const s of grid.get(`${gx + ox},${gy + oy}`) ?? []) best = Math.min(best, toSegment(loop[i], loop[i + 1], s));
      // Nothing within a cell: farther than `cell`, measured against every segment.
      if (best === Number.POSITIVE_INFINITY) for (let s = 0; s < segs.length; s += 4) best = Math.min(best, toSegment(loop[i], loop[i + 1], s));
      worst = Math.max(worst, best);
    }
  return worst;
}

describe('the proof is rendered at the resolution it needs', () => {
  it('is the print resolution up to 8 in, then at most PROOF_RENDER_PX on the longer side', () => {
    expect([1, 4, 8].map(proofDpi)).toEqual([PRINT_DPI, PRINT_DPI, PRINT_DPI]);
    expect(proofDpi(12)).toBe(200);
    expect(proofDpi(24)).toBe(100);
    expect(24 * proofDpi(24)).toBe(PROOF_RENDER_PX);
  });

  it('draws a small sticker from the very render the print is made of', async () => {
    const doc = await stickerDesign(true);
    const request = { ...dieCut, sizeIn: 4 };
    const [print, proof] = [await prepareForPrint(doc, request), await prepareForPrint(doc, request, {}, proofDpi(4))];
    expect(proof.png.equals(print.png)).toBe(true);
    expect(proof.meta).toEqual(print.meta);
  });

  /** The proof's and the print's cut of `doc`, and how far apart their outlines lie, in proof pixels. */
  async function bothCuts(doc: DesignDocument, sizeIn: number) {
    const request = { ...dieCut, sizeIn };
    const dpi = proofDpi(sizeIn);
    const print = await prepareForPrint(doc, request);
    const proofRender = await prepareForPrint(doc, request, {}, dpi);
    const inches = (meta: typeof print.meta) => meta.widthIn / meta.workspaceWidth;
    const printCut = cutInInches(print.meta.cut?.path ?? '', inches(print.meta), dpi);
    const proofCut = cutInInches(proofRender.meta.cut?.path ?? '', inches(proofRender.meta), dpi);
    const apart = Math.max(farthest(proofCut, printCut, 1 / dpi), farthest(printCut, proofCut, 1 / dpi)) * dpi;
    return { print, printSticker: await readSticker(productionInput(print, request)), proof: await proofFromDocument(doc, request), apart };
  }

  // The print's cut is traced at 150 DPI beyond 6 in; the proof's on its own pixels (200 DPI at 12 in, 100 at 24).
  for (const sizeIn of [4, 12, 24])
    it(`cuts a ${sizeIn} in die-cut sticker like the print, within the tracer's error of a proof pixel, and names the print's image resolution`, { timeout: 180_000 }, async () => {
      const { print, printSticker, proof, apart } = await bothCuts(await stickerDesign(false), sizeIn);

      // The sticker as cut measures the ordered size in both, and the blade cuts one piece.
      for (const [proofIn, printIn] of [
        [proof.facts.widthIn, printSticker.cutWidthIn],
        [proof.facts.heightIn, printSticker.cutHeightIn],
      ])
        expect(Math.abs(proofIn / printIn - 1)).toBeLessThanOrEqual(0.004);
      const printPieces = cutPieces(parsePathData(print.meta.cut?.path ?? ''), 0.1 / PRINT_DPI / (print.meta.widthIn / print.meta.workspaceWidth));
      expect(proof.facts.pieces).toBe(printPieces);
      expect(proof.facts.pieces).toBe(1);

      // The outline itself: no point of either cut farther from the other than a proof pixel and the
      // tracer's own error on each trace (its fit tolerance is 0.35 px, its polyline's 0.15 px); measured
      // 1.03 proof px at 12 in and 1.2 at 24 in (0.012 in: half a pixel of the 1,000 px picture).
      expect(apart).toBeLessThanOrEqual(sizeIn <= 8 ? 0 : 1.5);

      // The customer is told the print's figures: the photo's DPI measured on its own pixels at this size.
      const imageDpi = (warnings: { code: string; values?: Record<string, unknown> }[]) => warnings.filter((w) => w.code.startsWith('image-dpi'));
      expect(imageDpi(proof.warnings)).toEqual(imageDpi(print.meta.warnings));
      if (sizeIn >= 12) expect(imageDpi(proof.warnings)).toHaveLength(1);
    });

  // A bridge runs between the islands' closest points found on each trace: its ends may sit a little apart.
  for (const sizeIn of [12, 24])
    it(`joins a ${sizeIn} in die-cut sticker's island as the print does, in one piece`, { timeout: 180_000 }, async () => {
      const { print, printSticker, proof, apart } = await bothCuts(await stickerDesign(true), sizeIn);
      const joined = (warnings: { code: string; values?: Record<string, unknown> }[]) => warnings.find((w) => w.code === 'islands-joined')?.values?.count;
      expect(joined(print.meta.warnings)).toBeGreaterThan(0);
      expect(joined(proof.warnings)).toBe(joined(print.meta.warnings));
      expect(proof.facts.pieces).toBe(1);
      expect(Math.abs(proof.facts.widthIn / printSticker.cutWidthIn - 1)).toBeLessThanOrEqual(0.004);
      // Measured 2.6 proof px at 12 in (0.013 in, where the bridge meets the bar's corner), 1.2 at 24 in.
      expect(apart).toBeLessThanOrEqual(3);
    });

  // Pieces, holes, thin parts and the size are what the shopper checks on a decal's proof.
  for (const sizeIn of [4, 12, 24])
    it(`counts a ${sizeIn} in decal's pieces and thin parts as the cut file does, and measures it alike`, { timeout: 180_000 }, async () => {
      const doc = decalDesign();
      const request: DesignProductionRequest = { sizeIn, kind: 'vinyl' };
      const cutFile = await traceVinylCut(productionInput(await prepareForPrint(doc, request), request));
      const proof = await proofFromDocument(doc, request);

      // The facts are to the hundredth of an inch: within 0.4 % of the cut file's size and that rounding.
      const b = cutFile.decal.bounds as Box;
      const near = (facts: number, exact: number) => expect(Math.abs(facts - exact)).toBeLessThanOrEqual(0.004 * exact + 0.005);
      near(proof.facts.widthIn, (b.x1 - b.x0) / cutFile.art.dpi);
      near(proof.facts.heightIn, (b.y1 - b.y0) / cutFile.art.dpi);
      expect(proof.facts.pieces).toBe(cutFile.decal.kept.filter((l) => !l.hole).length);
      expect(proof.facts.pieces).toBe(3);
      expect(proof.facts.marks.filter((m) => m.kind === 'thin')).toHaveLength(cutFile.thin.found.length);
      expect(cutFile.thin.found).toHaveLength(1);
      const codes = (warnings: { code: string }[]) => warnings.map((w) => w.code).sort();
      expect(codes(proof.warnings)).toEqual(codes(cutFile.warnings));
    });
});
