/**
 * Production files for one design at an ordered size (the shop's side of an order). Input: the design
 * already rendered to a raster covering the workspace (ideally 300 DPI at that size) and its cut path.
 * Stickers get a print PDF (page framed on the cut with a real bleed, CutContour spot colour, a kiss-cut
 * sheet's outline in Thru-cut), a 300 DPI PNG and a layered SVG of that same page; vinyl decals get a
 * traced single-colour cut file with a weeding box and a thin-line warning.
 */

import type { ProductionFile } from '../../../shared/api/production';
import { loadPrintPdf } from '../heavy-modules';
import { readArtwork, readArtworkRows } from './artwork';
import { decalMask } from './decal-mask';
import { nodesOnBox } from './nodes-on-box';
import { PlaneDeflater } from './pdf-image';
import { buildPng } from './png';
import { collectPrintRaster, parseColour, printRasterStrips } from './print-raster';
import { sheetSpacingWarnings } from './sheet-spacing';
import { DEFAULT_THRU_CUT_NAME, heightIn, stickerFrame, widthIn } from './sticker-frame';
import { buildStickerSvg } from './sticker-svg';
import { type PathSegment, parsePathData } from './svg-path';
import { findThinLines, MIN_LINE_MM } from './thin-lines';
import { type ProductionFiles, type ProductionInput, ProductionInputError, type ProductionWarning } from './types';
import { MIN_VINYL_AREA_IN2, vinylPieceWarnings } from './vinyl-pieces';
import { buildVinylSvg } from './vinyl-svg';
import { traceDecal } from './vinyl-trace';

export type * from './types';
export { ProductionInputError } from './types';

export async function generateProductionFiles(input: ProductionInput): Promise<ProductionFiles> {
  if (input.kind !== 'sticker' && input.kind !== 'vinyl') throw new ProductionInputError(`kind must be 'sticker' or 'vinyl'`);
  if (input.kind === 'vinyl') {
    const { body, warnings } = await generateProductionFile(input, 'svg');
    return { kind: 'vinyl', svg: body.toString('utf8'), warnings };
  }
  // All three sticker files from one read of the artwork.
  const sticker = await readSticker(input);
  const raster = await stickerRaster(sticker);
  const png = await buildPng(raster, sticker.art.dpi);
  const { buildPrintPdf } = await loadPrintPdf();
  const [pdf, svg] = [await buildPrintPdf(sticker.frame, raster, sticker.cuts), buildStickerSvg(sticker.frame, png, sticker.cuts)];
  return { kind: 'sticker', pdf, png, svg, cutWidthIn: sticker.cutWidthIn, cutHeightIn: sticker.cutHeightIn, warnings: sticker.warnings };
}

/**
 * Only the file asked for (a shop fetching the PDF does not pay for the PNG and the SVG): a sticker's
 * 'pdf', 'png' or 'svg', a vinyl decal's 'svg'. The warnings are the same whichever file is built.
 */
export async function generateProductionFile(input: ProductionInput, file: ProductionFile): Promise<{ body: Buffer; warnings: ProductionWarning[] }> {
  if (input.kind !== 'sticker' && input.kind !== 'vinyl') throw new ProductionInputError(`kind must be 'sticker' or 'vinyl'`);
  if (input.kind === 'vinyl') {
    if (file !== 'svg') throw new ProductionInputError('A vinyl decal has one file: svg');
    const { art, decal, warnings } = await traceVinylCut(input);
    return { body: Buffer.from(buildVinylSvg(art, decal), 'utf8'), warnings };
  }
  const sticker = await readSticker(input);
  if (file === 'pdf') {
    // The print raster goes into the PDF's compressed planes strip by strip: never held whole.
    const planes = new PlaneDeflater(sticker.frame.px.width, sticker.frame.px.height);
    await printRasterStrips(sticker.art, sticker.rows, sticker.frame, sticker.outer, sticker.border, (strip) => planes.write(strip));
    return { body: await (await loadPrintPdf()).buildPrintPdf(sticker.frame, await planes.end(), sticker.cuts), warnings: sticker.warnings };
  }
  const png = await buildPng(await stickerRaster(sticker), sticker.art.dpi);
  return { body: file === 'png' ? png : Buffer.from(buildStickerSvg(sticker.frame, png, sticker.cuts), 'utf8'), warnings: sticker.warnings };
}

/**
 * A decal's cut as the vinyl file holds it: the coverage traced (specks too small to cut left out) and
 * what the cut risks, named (left-out pieces, pieces lost when weeding, parts thinner than 2 mm). The
 * cut file and the shopper's proof are both drawn from this one trace.
 */
export async function traceVinylCut(input: ProductionInput) {
  const { artwork: art, warnings } = await readArtwork(input);
  const coverage = decalMask(art.rgba, art.width, art.height, input.vinylColour);
  const decal = traceDecal(coverage, art.width, art.height, MIN_VINYL_AREA_IN2 * art.dpi * art.dpi);
  warnings.push(...vinylPieceWarnings(decal.kept, decal.dropped, art.dpi));
  const thin = findThinLines(coverage, art.width, art.height, art.dpi);
  if (thin.parts)
    warnings.push({
      code: 'thin-lines',
      values: { count: thin.parts, minMm: MIN_LINE_MM, thinnestMm: thin.thinnestMm.toFixed(1), size: `${art.widthIn} × ${art.heightIn} in` },
      message: `${thin.parts} part${thin.parts > 1 ? 's are' : ' is'} thinner than ${MIN_LINE_MM} mm at ${art.widthIn} × ${art.heightIn} in (the thinnest about ${thin.thinnestMm.toFixed(1)} mm); thin vinyl tears or lifts when weeded.`,
    });
  return { art, decal, thin, warnings };
}

export type VinylCut = Awaited<ReturnType<typeof traceVinylCut>>;

/**
 * The sticker's page framed on its outer cut, and what its print raster (the art over the border colour,
 * opaque to the bleed) is made from: the artwork's rows, the outer cut and the border colour.
 */
export async function readSticker(input: ProductionInput) {
  const { artwork: art, rows, warnings } = await readArtworkRows(input);
  if (typeof input.cutPath !== 'string' || !input.cutPath.trim()) throw new ProductionInputError('A sticker needs a cut path');
  const cut = drawnPath(input.cutPath, 'The cut path');
  const sheet = input.sheetPath ? drawnPath(input.sheetPath, 'The sheet outline') : null;
  const thruCutName = spotColourName(input.thruCutName ?? DEFAULT_THRU_CUT_NAME);
  // The outermost cut frames the page and bounds the printed area: the sheet of a kiss-cut sheet, else the cut.
  const outer = sheet ?? cut;
  const frame = stickerFrame(art, outer);
  const border = parseColour(input.borderColour);
  if (sheet) warnings.push(...sheetSpacingWarnings(cut, sheet, frame.unitsPerInchX / 25.4));
  return { art, rows, frame, outer, border, cuts: { cut, sheet, thruCutName }, cutWidthIn: widthIn(frame.trim, frame), cutHeightIn: heightIn(frame.trim, frame), warnings };
}

export type Sticker = Awaited<ReturnType<typeof readSticker>>;

/** The sticker's print raster: the art over the border colour, opaque to the bleed (the PNG file's pixels). */
export function stickerRaster(s: Sticker) {
  return collectPrintRaster(s.art, s.rows, s.frame, s.outer, s.border);
}

/** A cut parsed, with nodes where it touches its box (nodes-on-box.ts: the TrimBox agrees with any RIP's measure). */
function drawnPath(d: string, what: string): PathSegment[] {
  const path = parsePathData(d);
  if (!path.some((s) => s.op === 'C' || s.op === 'L')) throw new ProductionInputError(`${what} draws nothing`);
  return nodesOnBox(path);
}

/** A spot colour name a RIP can match: printable ASCII, at most 63 characters (PDF name limits). */
export function spotColourName(name: string): string {
  if (!/^[\x21-\x7e][\x20-\x7e]{0,62}$/.test(name)) throw new ProductionInputError(`Spot colour name must be 1–63 printable ASCII characters, got "${name}"`);
  return name;
}
