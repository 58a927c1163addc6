/**
 * Production files for one design at an ordered size (the shop's side of an order). Input: the design
 * already rendered to a raster covering the workspace (ideally 300 DPI at that size) and its cut path.
 * Stickers get a print PDF (page framed on the cut with a real bleed, CutContour spot colour, a kiss-cut
 * sheet's outline in Thru-cut), a 300 DPI PNG and a layered SVG of that same page; vinyl decals get a
 * traced single-colour cut file with a weeding box and a thin-line warning.
 */
import { readArtwork } from './artwork';
import { decalMask } from './decal-mask';
import { buildPng } from './png';
import { buildPrintPdf, DEFAULT_THRU_CUT_NAME } from './print-pdf';
import { buildPrintRaster, parseColour } from './print-raster';
import { sheetSpacingWarnings } from './sheet-spacing';
import { heightIn, stickerFrame, widthIn } from './sticker-frame';
import { buildStickerSvg } from './sticker-svg';
import { type PathSegment, parsePathData } from './svg-path';
import { findThinLines, MIN_LINE_MM } from './thin-lines';
import { type ProductionFiles, type ProductionInput, ProductionInputError } from './types';
import { buildVinylSvg } from './vinyl-svg';
import { traceDecal } from './vinyl-trace';

export type * from './types';
export { ProductionInputError } from './types';

/** Specks and pinholes smaller than (0.02 in)² are left out of a vinyl cut. */
const MIN_VINYL_AREA_IN2 = 0.02 ** 2;

export async function generateProductionFiles(input: ProductionInput): Promise<ProductionFiles> {
  if (input.kind !== 'sticker' && input.kind !== 'vinyl') throw new ProductionInputError(`kind must be 'sticker' or 'vinyl'`);
  const { artwork: art, warnings } = await readArtwork(input);

  if (input.kind === 'vinyl') {
    const coverage = decalMask(art.rgba, art.width, art.height, input.vinylColour);
    const decal = traceDecal(coverage, art.width, art.height, MIN_VINYL_AREA_IN2 * art.dpi * art.dpi);
    const svg = buildVinylSvg(art, decal);
    const thin = findThinLines(coverage, art.width, art.height, art.dpi);
    if (thin.parts)
      warnings.push({
        code: 'thin-lines',
        values: { count: thin.parts, minMm: MIN_LINE_MM, thinnestMm: thin.thinnestMm.toFixed(1), size: `${art.widthIn} × ${art.heightIn} in` },
        message: `${thin.parts} part${thin.parts > 1 ? 's are' : ' is'} thinner than ${MIN_LINE_MM} mm at ${art.widthIn} × ${art.heightIn} in (the thinnest about ${thin.thinnestMm.toFixed(1)} mm); thin vinyl tears or lifts when weeded.`,
      });
    return { kind: 'vinyl', svg, warnings };
  }

  if (typeof input.cutPath !== 'string' || !input.cutPath.trim()) throw new ProductionInputError('A sticker needs a cut path');
  const cut = drawnPath(input.cutPath, 'The cut path');
  const sheet = input.sheetPath ? drawnPath(input.sheetPath, 'The sheet outline') : null;
  const thruCutName = spotColourName(input.thruCutName ?? DEFAULT_THRU_CUT_NAME);
  // The outermost cut frames the page and bounds the printed area: the sheet of a kiss-cut sheet, else the cut.
  const outer = sheet ?? cut;
  const frame = stickerFrame(art, outer);
  const raster = await buildPrintRaster(art, frame, outer, parseColour(input.borderColour));
  const png = await buildPng(raster, art.dpi);
  const pdf = await buildPrintPdf(frame, raster, { cut, sheet, thruCutName });
  const svg = buildStickerSvg(frame, png, { cut, sheet, thruCutName });
  if (sheet) warnings.push(...sheetSpacingWarnings(cut, sheet, frame.unitsPerInchX / 25.4));
  return { kind: 'sticker', pdf, png, svg, cutWidthIn: widthIn(frame.trim, frame), cutHeightIn: heightIn(frame.trim, frame), warnings };
}

function drawnPath(d: string, what: string): PathSegment[] {
  const path = parsePathData(d);
  if (!path.some((s) => s.op === 'C' || s.op === 'L')) throw new ProductionInputError(`${what} draws nothing`);
  return path;
}

/** A spot colour name a RIP can match: printable ASCII, at most 63 characters (PDF name limits). */
export function spotColourName(name: string): string {
  if (!/^[\x21-\x7e][\x20-\x7e]{0,62}$/.test(name)) throw new ProductionInputError(`Spot colour name must be 1–63 printable ASCII characters, got "${name}"`);
  return name;
}
