/**
 * Cutline engine: alpha mask at print resolution in, closed smooth cut path out. Pure and deterministic.
 *
 * Contour: threshold + speck removal + hole filling on an s×s cell grid (one pass over the mask), an exact
 * distance transform on that grid, marching squares at the offset for an approximate outline, then every
 * vertex snapped onto the exact offset line against the full-resolution boundary pixels, edges split until
 * the polyline follows it within 0.15 px, islands bridged into one piece (die-cut), and a cubic per edge.
 */
import { isoLoops, outerLoops } from './contour';
import { squaredDistance } from './distance';
import { joinIslands } from './islands';
import { buildCoarseMask } from './mask';
import { NearestIndex } from './nearest';
import { Refiner } from './refine';
import { type Box, circle, enclosingCircle, offsetBox, roundedRect, squareAround } from './shapes';
import { smoothOutline, toPathData } from './smooth';
import { type AlphaMask, type CutlineGeometry, type CutlineOptions, type CutlineResult, resolveOptions, type Subpath } from './types';

export type * from './types';
export { resolveOptions } from './types';

/** Polyline tolerance and smoothing tolerance, px: together well inside the ±0.5 px exactness bound. */
const POLY_TOL = 0.15;
const SMOOTH_TOL = 0.3;

export function traceCutline(mask: AlphaMask, width: number, height: number, options: CutlineOptions = {}): CutlineGeometry {
  if (mask.length < width * height) throw new Error(`mask has ${mask.length} values, expected ${width}×${height}`);
  const o = resolveOptions(options);
  const r = o.offsetPx;
  const empty: CutlineGeometry = { subpaths: [], joinedIslands: 0, islands: 0, offsetPx: r, empty: true };
  // Cell size: the offset spans about 5 cells; a multiple of 4 lets the mask pass read whole words.
  const s0 = Math.min(8, Math.max(1, Math.floor(r / 5)));
  const s = s0 >= 4 ? 4 * Math.round(s0 / 4) : s0;
  const pad = Math.ceil(r / s) + 2;
  const cm = buildCoarseMask(mask, width, height, o.alphaThreshold, s, pad, o.minSpeckAreaPx);
  if (!cm.any) return empty;
  const idx = new NearestIndex(mask, cm, o.alphaThreshold, Math.min(32, Math.max(4, Math.round(r / 2))));
  if (!idx.size) return empty;
  const art: Box = { x0: idx.minX + 0.5, y0: idx.minY + 0.5, x1: idx.maxX + 0.5, y1: idx.maxY + 0.5 };

  let subpaths: Subpath[];
  let islands = 1;
  let joinedIslands = 0;
  if (o.shape === 'contour') {
    const d2 = squaredDistance(cm.occ, cm.cw, cm.ch);
    const field = new Float32Array(d2.length);
    for (let i = 0; i < d2.length; i++) field[i] = s * Math.sqrt(d2[i]) - r;
    const loops = isoLoops(field, cm.cw, cm.ch).map((l) => l.map((v) => (v - pad + 0.5) * s));
    const refiner = new Refiner(idx, r);
    const outer = outerLoops(loops).map((l) => refiner.refineLoop(l, POLY_TOL));
    islands = outer.length;
    const ok = (x: number, y: number) => Math.abs(refiner.dist(x, y) - r) <= SMOOTH_TOL;
    if (o.kind === 'die') {
      joinedIslands = outer.length > 1 ? outer.length : 0;
      subpaths = [smoothOutline(joinIslands(outer, o.bridgeWidthPx), ok)];
    } else {
      subpaths = outer.map((pts) => smoothOutline({ pts, flags: new Array(pts.length / 2).fill(0) }, ok));
    }
  } else if (o.shape === 'circle') {
    const [cx, cy, rad] = enclosingCircle(
      Float64Array.from(idx.xs, (v) => v + 0.5),
      Float64Array.from(idx.ys, (v) => v + 0.5),
    );
    subpaths = [circle(cx, cy, rad + r)];
  } else {
    const base = o.shape === 'square' ? squareAround(art) : art;
    const { box, radius } = offsetBox(base, r, o.shape === 'rounded-rectangle' ? o.cornerRadiusPx : 0);
    subpaths = [roundedRect(o.shape === 'square' ? squareAround(box) : box, radius)];
  }

  const geometry: CutlineGeometry = { subpaths, joinedIslands, islands, offsetPx: r, empty: false };
  if (o.kind === 'kiss') {
    const b = boundsOf(subpaths);
    const m = o.backingMarginPx;
    geometry.backing = roundedRect({ x0: b.x0 - m, y0: b.y0 - m, x1: b.x1 + m, y1: b.y1 + m }, o.backingShape === 'rounded-rectangle' ? o.cornerRadiusPx : 0);
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
