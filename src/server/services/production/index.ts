/**
 * Production files for one design at an ordered size (the shop's side of an order). Input: the design
 * already rendered to a raster covering the workspace (ideally 300 DPI at that size) and its cut path.
 * Stickers get a print PDF (bleed + CutContour spot colour), a 300 DPI PNG and a layered SVG; vinyl
 * decals get a traced single-colour cut file with a weeding box and a thin-line warning.
 */
import { readArtwork } from './artwork';
import { decalMask } from './decal-mask';
import { buildPng } from './png';
import { buildPrintPdf } from './print-pdf';
import { buildStickerSvg } from './sticker-svg';
import { parsePathData } from './svg-path';
import { findThinLines, MIN_LINE_MM } from './thin-lines';
import { type ProductionFiles, type ProductionInput, ProductionInputError } from './types';
import { MIN_VINYL_AREA_IN2, vinylPieceWarnings } from './vinyl-pieces';
import { buildVinylSvg } from './vinyl-svg';
import { traceDecal } from './vinyl-trace';

export type * from './types';
export { ProductionInputError } from './types';

export async function generateProductionFiles(input: ProductionInput): Promise<ProductionFiles> {
  if (input.kind !== 'sticker' && input.kind !== 'vinyl') throw new ProductionInputError(`kind must be 'sticker' or 'vinyl'`);
  const { artwork: art, warnings } = await readArtwork(input);

  if (input.kind === 'vinyl') {
    const coverage = decalMask(art.rgba, art.width, art.height, input.vinylColour);
    const decal = traceDecal(coverage, art.width, art.height, MIN_VINYL_AREA_IN2 * art.dpi * art.dpi);
    const svg = buildVinylSvg(art, decal);
    warnings.push(...vinylPieceWarnings(decal.kept, decal.dropped, art.dpi));
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
  const cut = parsePathData(input.cutPath);
  if (!cut.some((s) => s.op === 'C' || s.op === 'L')) throw new ProductionInputError('The cut path draws nothing');
  const png = await buildPng(art);
  const [pdf, svg] = [await buildPrintPdf(art, cut), buildStickerSvg(art, png, cut)];
  return { kind: 'sticker', pdf, png, svg, warnings };
}
