/**
 * The ordered size is the size of the sticker AS CUT: the outer cut's bounding box measures the ordered
 * size on its longer side. The cut grows around the art by fixed physical amounts (the border, a rounded
 * corner's push-out, a kiss sheet's margin) while the art scales with the design, so along each axis
 *   cut extent (probe pixels) = art extent (probe pixels) + growth (inches) × dpi.
 * Tracing one small probe render at two dpi values gives both terms per axis; the design's scale then
 * follows in closed form, and the caller checks it on the full render.
 */
import type { CutSettings, DesignDocument } from '../../../shared/design';
import { alphaMask, type RenderedArea, traceDesignCut } from './design-cut';
import type { Box } from './path-geometry';
import { type RenderOptions, renderDesign } from './render/render-design';
import { ProductionInputError } from './types';

/** The probe render's longer side, pixels: enough to place the cut within a pixel at 300 DPI for small stickers. */
const PROBE_PX = 1200;

export interface CutFit {
  /** Inches per workspace unit. */
  scale: number;
  /** The outer cut's growth around the art, inches, per axis (both sides together). */
  growthIn: { x: number; y: number };
  /** The outer cut's bounding box predicted at `scale`, workspace units. */
  outer: Box;
}

export async function fitCutToSize(doc: DesignDocument, cut: CutSettings, sizeIn: number, fonts: Pick<RenderOptions, 'googleFonts'> = {}): Promise<CutFit> {
  const { width: ww, height: wh } = doc.workspace;
  const unitPx = PROBE_PX / Math.max(ww, wh);
  const width = Math.max(1, Math.round(ww * unitPx));
  const height = Math.max(1, Math.round(wh * unitPx));
  const render = await renderDesign(doc, width, height, { ...fonts, view: { x: 0, y: 0, scale: unitPx } });
  const area: RenderedArea = { ...render, x: 0, y: 0, scale: unitPx };
  const mask = alphaMask(render.rgba, width * height);
  if (!mask) throw new ProductionInputError('The design has nothing to print');
  // Two traces of the same pixels as if printed at two sizes: the cut's extent is linear in dpi.
  const d1 = PROBE_PX / sizeIn;
  const d2 = 2 * d1;
  const [a, b] = [traceDesignCut(mask, area, cut, d1), traceDesignCut(mask, area, cut, d2)];
  if (!a || !b) throw new ProductionInputError('The design has nothing to print');
  const extent = (box: Box) => ({ x: (box.x1 - box.x0) * unitPx, y: (box.y1 - box.y0) * unitPx });
  const [e1, e2] = [extent(a.outer), extent(b.outer)];
  const growthIn = { x: (e2.x - e1.x) / (d2 - d1), y: (e2.y - e1.y) / (d2 - d1) };
  const artPx = { x: e1.x - growthIn.x * d1, y: e1.y - growthIn.y * d1 };
  // The dpi (probe pixels per inch) at which each axis measures sizeIn; the larger one keeps both within it.
  const dpiFor = (art: number, growth: number) => (art > 0 ? art / (sizeIn - growth) : 0);
  if (Math.max(growthIn.x, growthIn.y) >= sizeIn * 0.95)
    throw new ProductionInputError(`The border and sheet margin leave no room for the art at ${sizeIn} in; choose a larger size or a narrower border`);
  const dpi = Math.max(dpiFor(artPx.x, growthIn.x), dpiFor(artPx.y, growthIn.y));
  if (!(dpi > 0)) throw new ProductionInputError('The design has nothing to print');
  const scale = unitPx / dpi;
  // The outer box at that scale: the art part scales about its centre, the growth stays in inches.
  const cx = (a.outer.x0 + a.outer.x1) / 2;
  const cy = (a.outer.y0 + a.outer.y1) / 2;
  const halfW = (artPx.x / unitPx + growthIn.x / scale) / 2;
  const halfH = (artPx.y / unitPx + growthIn.y / scale) / 2;
  return { scale, growthIn, outer: { x0: cx - halfW, y0: cy - halfH, x1: cx + halfW, y1: cy + halfH } };
}
