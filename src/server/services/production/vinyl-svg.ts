/**
 * The vinyl decal cut file: the traced art as one filled single-colour path (even-odd, so holes stay
 * open) on the `Decal` layer, and a weeding box 1/4 in around it on the `WeedingBox` layer. The document
 * is exactly the weeding box; units are workspace units, size in inches.
 */
import { toPathData } from '../../../shared/cutline/smooth';
import { type Artwork, unitsPerInch } from './artwork';
import { hairlineWidth, svgDocument } from './svg-document';
import { ProductionInputError } from './types';
import type { TracedDecal } from './vinyl-trace';

export const WEEDING_MARGIN_IN = 0.25;

/** The weeding box (the document's page), workspace units, and the art's workspace units per pixel. */
export function weedingBox(art: Artwork, decal: TracedDecal): { x: number; y: number; w: number; h: number; scale: number } {
  if (!decal.bounds) throw new ProductionInputError('The artwork has nothing opaque to cut from vinyl');
  const scale = art.workspaceWidth / art.width;
  const margin = WEEDING_MARGIN_IN * unitsPerInch(art);
  const b = decal.bounds;
  return { x: b.x0 * scale - margin, y: b.y0 * scale - margin, w: (b.x1 - b.x0) * scale + 2 * margin, h: (b.y1 - b.y0) * scale + 2 * margin, scale };
}

export function buildVinylSvg(art: Artwork, decal: TracedDecal): string {
  const { x, y, w, h, scale } = weedingBox(art, decal);
  const upi = unitsPerInch(art);
  const stroke = hairlineWidth(upi).toFixed(4);
  const r = (v: number) => Math.round(v * 100) / 100;
  const path = toPathData(decal.subpaths, { scale, offsetX: 0, offsetY: 0 });
  return svgDocument({
    widthIn: w / upi,
    heightIn: h / upi,
    viewBox: [x, y, w, h],
    layers: [
      { id: 'Decal', body: `<path d="${path}" fill="#000000" fill-rule="evenodd" stroke="none"/>` },
      { id: 'WeedingBox', body: `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="none" stroke="#000000" stroke-width="${stroke}"/>` },
    ],
  });
}
