/**
 * The sticker SVG: the 300 DPI art embedded as an image on the `Artwork` layer and the cut path on its
 * own `CutContour` layer (100 % magenta hairline, no fill), viewBox in workspace units, size in inches.
 */
import { type Artwork, unitsPerInch } from './artwork';
import { CUT_STROKE, hairlineWidth, svgDocument } from './svg-document';
import { type PathSegment, svgPathData } from './svg-path';

export function buildStickerSvg(art: Artwork, png: Buffer, cut: PathSegment[]): string {
  const w = art.workspaceWidth;
  const h = art.workspaceHeight;
  const image = `<image x="0" y="0" width="${w}" height="${h}" preserveAspectRatio="none" xlink:href="data:image/png;base64,${png.toString('base64')}"/>`;
  const stroke = hairlineWidth(unitsPerInch(art)).toFixed(4);
  const path = `<path d="${svgPathData(cut)}" fill="none" stroke="${CUT_STROKE}" stroke-width="${stroke}" stroke-linejoin="round"/>`;
  return svgDocument({
    widthIn: art.widthIn,
    heightIn: art.heightIn,
    viewBox: [0, 0, w, h],
    layers: [
      { id: 'Artwork', body: image },
      { id: 'CutContour', body: path },
    ],
  });
}
