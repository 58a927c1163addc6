/**
 * A printed sticker's proof: the production PNG's own pixels (the art over its border, printed to the
 * bleed) on the checkerboard, the part beyond the cut veiled (it is printed, then cut away), and the cut
 * line in magenta exactly where the production file puts it.
 */
import sharp from 'sharp';
import type { ProofFacts } from '../../../../shared/api/proof-facts';
import type { CutKind } from '../../../../shared/sticker';
import { PRINT_DPI } from '../artwork';
import { type Sticker, stickerRaster } from '../index';
import { CUT_STROKE, THRU_CUT_STROKE } from '../svg-document';
import { svgPathData } from '../svg-path';
import { cutPieces } from './cut-pieces';
import { num, proofCanvas, proofSvg, rasterise } from './proof-svg';

const CUT_LINE_PX = 2;
/** White over what is printed but cut away: the bleed still shows, the sticker stands out. */
const VEIL = 'fill="#ffffff" fill-opacity="0.55"';

export async function stickerProof(sticker: Sticker, cutKind: CutKind): Promise<{ png: Buffer; facts: ProofFacts }> {
  const { frame, cuts } = sticker;
  const box = { x: frame.raster.x0, y: frame.raster.y0, w: frame.raster.x1 - frame.raster.x0, h: frame.raster.y1 - frame.raster.y0 };
  const canvas = proofCanvas(box, frame.pxPerUnitX);
  // The print's own pixels, shrunk straight from the raster: encoding the full-size PNG only to decode
  // it again would cost seconds at 24 in and change nothing in the proof.
  const print = await stickerRaster(sticker);
  const art = await sharp(print.rgba, { raw: { width: print.width, height: print.height, channels: 4 } })
    .resize(canvas.widthPx, canvas.heightPx, { fit: 'fill' })
    .png()
    .toBuffer();
  const line = CUT_LINE_PX / canvas.pxPerUnit;
  const outer = cuts.sheet ?? cuts.cut;
  const pageRect = `M${num(box.x)} ${num(box.y)}H${num(box.x + box.w)}V${num(box.y + box.h)}H${num(box.x)}Z`;
  const stroke = (d: string, colour: string) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(line)}" stroke-linejoin="round"/>`;
  const body = [
    `<image x="${num(box.x)}" y="${num(box.y)}" width="${num(box.w)}" height="${num(box.h)}" preserveAspectRatio="none" href="data:image/png;base64,${art.toString('base64')}"/>`,
    `<path d="${pageRect} ${svgPathData(outer)}" fill-rule="evenodd" ${VEIL}/>`,
    stroke(svgPathData(cuts.cut), CUT_STROKE),
    cuts.sheet ? stroke(svgPathData(cuts.sheet), THRU_CUT_STROKE) : '',
  ].join('\n');
  const png = await rasterise(proofSvg(canvas, body));
  // Pieces are counted on the outline the blade follows; a tenth of a print pixel is fine enough (also
  // when the proof was rendered coarser than the print).
  const pieces = cuts.sheet ? 1 : cutPieces(cuts.cut, (0.1 * frame.unitsPerInchX) / PRINT_DPI);
  return {
    png,
    facts: {
      made: 'sticker',
      widthIn: round(sticker.cutWidthIn),
      heightIn: round(sticker.cutHeightIn),
      pieces,
      fallsApart: cutKind === 'die' && pieces > 1,
      marks: [],
    },
  };
}

const round = (v: number) => Math.round(v * 100) / 100;
