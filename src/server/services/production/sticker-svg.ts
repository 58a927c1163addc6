/**
 * The sticker SVG: the page of the PDF (the cut plus bleed; viewBox in workspace units, size in inches),
 * the print raster embedded as an image on the `Artwork` layer, the cut path on its own `CutContour` layer
 * (100 % magenta hairline, no fill) and, for a kiss-cut sheet, the sheet outline on a layer named for
 * the through-cut (cyan hairline).
 */
import { CUT_SPOT_NAME } from '../../../shared/cutline';
import type { StickerFrame } from './sticker-frame';
import { CUT_STROKE, hairlineWidth, svgDocument, THRU_CUT_STROKE } from './svg-document';
import { type PathSegment, svgPathData } from './svg-path';

export function buildStickerSvg(frame: StickerFrame, png: Buffer, cuts: { cut: PathSegment[]; sheet?: PathSegment[] | null; thruCutName: string }): string {
  const { page, raster } = frame;
  const num = (v: number) => String(Math.round(v * 10000) / 10000 + 0);
  const image = `<image x="${num(raster.x0)}" y="${num(raster.y0)}" width="${num(raster.x1 - raster.x0)}" height="${num(raster.y1 - raster.y0)}" preserveAspectRatio="none" xlink:href="data:image/png;base64,${png.toString('base64')}"/>`;
  const width = hairlineWidth(frame.unitsPerInchX).toFixed(4);
  const line = (path: PathSegment[], colour: string) => `<path d="${svgPathData(path)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"/>`;
  return svgDocument({
    widthIn: (page.x1 - page.x0) / frame.unitsPerInchX,
    heightIn: (page.y1 - page.y0) / frame.unitsPerInchY,
    viewBox: [page.x0, page.y0, page.x1 - page.x0, page.y1 - page.y0],
    layers: [
      { id: 'Artwork', body: image },
      { id: CUT_SPOT_NAME, body: line(cuts.cut, CUT_STROKE) },
      ...(cuts.sheet ? [{ id: cuts.thruCutName, body: line(cuts.sheet, THRU_CUT_STROKE) }] : []),
    ],
  });
}
