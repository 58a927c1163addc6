/**
 * Production files for one design at an ordered size (the shop's side of an order). Input: the design
 * already rendered to a raster covering the workspace (ideally 300 DPI at that size) and its cut path.
 * Stickers get a print PDF (bleed + CutContour spot colour), a 300 DPI PNG and a layered SVG; vinyl
 * decals get a traced single-colour cut file with a weeding box and a thin-line warning.
 */

import type { ProductionFile } from '../../../shared/api/production';
import { readArtwork } from './artwork';
import { decalMask } from './decal-mask';
import { buildPng } from './png';
import { buildPrintPdf } from './print-pdf';
import { buildStickerSvg } from './sticker-svg';
import { parsePathData } from './svg-path';
import { findThinLines, MIN_LINE_MM } from './thin-lines';
import { type ProductionFiles, type ProductionInput, ProductionInputError, type ProductionWarning } from './types';
import { MIN_VINYL_AREA_IN2, vinylPieceWarnings } from './vinyl-pieces';
import { buildVinylSvg } from './vinyl-svg';
import { traceDecal } from './vinyl-trace';

export type * from './types';
export { ProductionInputError } from './types';

export async function generateProductionFiles(input: ProductionInput): Promise<ProductionFiles> {
  if (input.kind === 'vinyl') {
    const { body, warnings } = await generateProductionFile(input, 'svg');
    return { kind: 'vinyl', svg: body.toString('utf8'), warnings };
  }
  // All three sticker files from one read of the artwork.
  const sticker = await readSticker(input);
  const png = await buildPng(sticker.art);
  const [pdf, svg] = [await buildPrintPdf(sticker.art, sticker.cut), buildStickerSvg(sticker.art, png, sticker.cut)];
  return { kind: 'sticker', pdf, png, svg, warnings: sticker.warnings };
}

/**
 * Only the file asked for (a shop fetching the PDF does not pay for the PNG and the SVG): a sticker's
 * 'pdf', 'png' or 'svg', a vinyl decal's 'svg'. The warnings are the same whichever file is built.
 */
export async function generateProductionFile(input: ProductionInput, file: ProductionFile): Promise<{ body: Buffer; warnings: ProductionWarning[] }> {
  if (input.kind !== 'sticker' && input.kind !== 'vinyl') throw new ProductionInputError(`kind must be 'sticker' or 'vinyl'`);
  if (input.kind === 'vinyl') {
    if (file !== 'svg') throw new ProductionInputError('A vinyl decal has one file: svg');
    const { artwork: art, warnings } = await readArtwork(input);
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
    return { body: Buffer.from(svg, 'utf8'), warnings };
  }
  const { art, cut, warnings } = await readSticker(input);
  if (file === 'pdf') return { body: await buildPrintPdf(art, cut), warnings };
  const png = await buildPng(art);
  return { body: file === 'png' ? png : Buffer.from(buildStickerSvg(art, png, cut), 'utf8'), warnings };
}

async function readSticker(input: ProductionInput) {
  if (input.kind !== 'sticker' && input.kind !== 'vinyl') throw new ProductionInputError(`kind must be 'sticker' or 'vinyl'`);
  const { artwork: art, warnings } = await readArtwork(input);
  if (typeof input.cutPath !== 'string' || !input.cutPath.trim()) throw new ProductionInputError('A sticker needs a cut path');
  const cut = parsePathData(input.cutPath);
  if (!cut.some((s) => s.op === 'C' || s.op === 'L')) throw new ProductionInputError('The cut path draws nothing');
  return { art, cut, warnings };
}
