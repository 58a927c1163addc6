/**
 * Cutline engine: alpha mask at print resolution in, closed smooth cut path out. Pure and deterministic.
 *
 * Contour: threshold + speck removal + hole filling on an s×s cell grid (one pass over the mask), exact
 * distance transforms on that grid for the offset art closed at 2 mm (no slits) and, for die-cut, bridged
 * into one piece; the outline snapped onto the exact lines against the full-resolution boundary pixels,
 * then fitted with few cubics that a plotter runs smoothly (contour-cut.ts).
 */
import { contourCut } from './contour-cut';
import { buildCoarseMask } from './mask';
import { NearestIndex } from './nearest';
import { type Box, circle, enclosingCircle, offsetBox, roundedRect, squareAround } from './shapes';
import { toPathData } from './smooth';
import { type AlphaMask, type CutlineGeometry, type CutlineOptions, type CutlineResult, resolveOptions, type Subpath } from './types';

export type * from './types';
export { resolveOptions } from './types';

export function traceCutline(mask: AlphaMask, width: number, height: number, options: CutlineOptions = {}): CutlineGeometry {
  if (mask.length < width * height) throw new Error(`mask has ${mask.length} values, expected ${width}×${height}`);
  const o = resolveOptions(options);
  const r = o.offsetPx;
  const empty: CutlineGeometry = { subpaths: [], joinedIslands: 0, islands: 0, offsetPx: r, empty: true };
  // Cell size: the offset spans about 5 cells; a multiple of 4 lets the mask pass read whole words.
  // The cut's narrowest features are about offset + closing radius wide: they span about 5 cells, and the
  // closing radius at least 1.5 (the snapping onto the exact lines then corrects what the cells miss).
  const rho = o.closeGapPx / 2;
  const s0 = Math.min(8, Math.max(1, Math.floor((r + rho) / 5)), rho > 0 ? Math.max(1, Math.floor(rho / 1.5)) : 8);
  const s = s0 >= 4 ? 4 * Math.round(s0 / 4) : s0;
  const pad = Math.ceil((r + o.closeGapPx / 2) / s) + 3;
  const cm = buildCoarseMask(mask, width, height, o.alphaThreshold, s, pad, o.minSpeckAreaPx);
  if (!cm.any) return empty;
  const idx = new NearestIndex(mask, cm, o.alphaThreshold, Math.min(32, Math.max(4, Math.round(r / 2))));
  if (!idx.size) return empty;
  const art: Box = { x0: idx.minX + 0.5, y0: idx.minY + 0.5, x1: idx.maxX + 0.5, y1: idx.maxY + 0.5 };

  let subpaths: Subpath[];
  let islands = 1;
  let joinedIslands = 0;
  if (o.shape === 'contour') {
    ({ subpaths, islands, joinedIslands } = contourCut(cm, idx, o));
  } else if (o.shape === 'circle') {
    const [cx, cy, rad] = enclosingCircle(
      Float64Array.from(idx.xs, (v) => v + 0.5),
      Float64Array.from(idx.ys, (v) => v + 0.5),
    );
    subpaths = [circle(cx, cy, rad + r, o.minSegmentPx)];
  } else {
    const base = o.shape === 'square' ? squareAround(art) : art;
    const { box, radius } = offsetBox(base, r, o.shape === 'rounded-rectangle' ? o.cornerRadiusPx : 0);
    subpaths = [roundedRect(o.shape === 'square' ? squareAround(box) : box, radius, o.minSegmentPx)];
  }

  const geometry: CutlineGeometry = { subpaths, joinedIslands, islands, offsetPx: r, empty: false };
  if (o.kind === 'kiss') {
    const b = boundsOf(subpaths);
    const m = o.backingMarginPx;
    geometry.backing = roundedRect({ x0: b.x0 - m, y0: b.y0 - m, x1: b.x1 + m, y1: b.y1 + m }, o.backingShape === 'rounded-rectangle' ? o.cornerRadiusPx : 0, o.minSegmentPx);
  }
  return geometry;
}

/** Bounding box of the control polygons (contains the curves). */
export function boundsOf(subpaths: Subpath[]): Box {
  const b: Box = { x0: Number.POSITIVE_INFINITY, y0: Number.POSITIVE_INFINITY, x1: Number.NEGATIVE_INFINITY, y1: Number.NEGATIVE_INFINITY };
  for (const { cubics } of subpaths)
    for (let k = 0; k < cubics.length; k += 2) {
      b.x0 = Math.min(b.x0, cubics[k]);
      b.x1 = Math.max(b.x1, cubics[k]);
      b.y0 = Math.min(b.y0, cubics[k + 1]);
      b.y1 = Math.max(b.y1, cubics[k + 1]);
    }
  return b;
}

/** The cut path as SVG path data in workspace coordinates (see CutlineOptions.transform). */
export function cutline(mask: AlphaMask, width: number, height: number, options: CutlineOptions = {}): CutlineResult {
  const g = traceCutline(mask, width, height, options);
  const t = resolveOptions(options).transform;
  const result: CutlineResult = { path: toPathData(g.subpaths, t), joinedIslands: g.joinedIslands, islands: g.islands, offsetPx: g.offsetPx, empty: g.empty };
  if (g.backing) result.backingPath = toPathData([g.backing], t);
  return result;
}
export { artExtentFromCut, cutGrowthIn, inchesPerUnitForCut } from './growth';
export { CUT_SPOT_NAME, CUT_SPOT_STROKE, hairlineWidth } from './spot-colour';
