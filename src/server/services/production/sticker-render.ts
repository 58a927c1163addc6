/**
 * A sticker rendered for print at the ordered size: the design scaled so its outer cut measures the
 * ordered size (fit-cut-size.ts), only the part of the workspace the page shows rendered at 300 DPI, and
 * the cut traced on that render. The full render's cut is measured and, when it misses the size by more
 * than a print pixel, the scale is corrected and the render made again. The caller absorbs what is left
 * (under a print pixel) by printing the render at that much over or under 300 DPI.
 */
import type { CutSettings, DesignDocument } from '../../../shared/design';
import { PRINT_DPI } from './artwork';
import { ALPHA_THRESHOLD, alphaMask, type DesignCut, type RenderedArea, traceDesignCut } from './design-cut';
import { fitCutToSize } from './fit-cut-size';
import type { Box } from './path-geometry';
import { type RenderedDesign, type RenderOptions, renderDesign } from './render/render-design';
import { BLEED_IN } from './sticker-frame';
import { ProductionInputError } from './types';

/** How close the cut must come to the ordered size, inches (one print pixel). */
export const SIZE_TOLERANCE_IN = 1 / PRINT_DPI;
/** Rendered beyond the predicted page, inches, so a cut a little larger than predicted still has its art. */
const SAFETY_IN = 0.1;

export interface StickerRender {
  render: RenderedDesign;
  area: RenderedArea;
  cut: DesignCut;
  /** The outer cut's longer side at 300 render pixels per inch (within SIZE_TOLERANCE_IN of the ordered size). */
  cutIn: number;
}

export async function renderStickerAtCutSize(doc: DesignDocument, cut: CutSettings, sizeIn: number, fonts: Pick<RenderOptions, 'googleFonts'> = {}): Promise<StickerRender> {
  const fit = await fitCutToSize(doc, cut, sizeIn, fonts);
  let { scale, outer } = fit;
  let safetyIn = SAFETY_IN;
  for (let attempt = 0; ; attempt++) {
    const pxPerUnit = PRINT_DPI * scale;
    const margin = (BLEED_IN + safetyIn) / scale + 0.01 * Math.max(outer.x1 - outer.x0, outer.y1 - outer.y0);
    const region = pixelRegion({ x0: outer.x0 - margin, y0: outer.y0 - margin, x1: outer.x1 + margin, y1: outer.y1 + margin }, doc, pxPerUnit);
    const render = await renderDesign(doc, region.width, region.height, { ...fonts, view: { x: region.x, y: region.y, scale: pxPerUnit } });
    const area: RenderedArea = { ...render, x: region.x, y: region.y, scale: pxPerUnit };
    const mask = alphaMask(render.rgba, render.width * render.height);
    const traced = mask && traceDesignCut(mask, area, cut, PRINT_DPI);
    if (!mask || !traced) throw new ProductionInputError('The design has nothing to print');
    const longestIn = Math.max(traced.outer.x1 - traced.outer.x0, traced.outer.y1 - traced.outer.y0) * scale;
    const cropped = artOnCroppedEdge(mask, region);
    if ((Math.abs(longestIn - sizeIn) <= SIZE_TOLERANCE_IN && !cropped) || attempt >= 2) return { render, area, cut: traced, cutIn: longestIn };
    if (cropped) safetyIn *= 4;
    // The art part scales with the design, the growth does not.
    const growth = traced.outer.x1 - traced.outer.x0 >= traced.outer.y1 - traced.outer.y0 ? fit.growthIn.x : fit.growthIn.y;
    scale *= (sizeIn - growth) / (longestIn - growth);
    outer = traced.outer;
  }
}

interface PixelRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Which sides stop short of the workspace edge (art beyond them was not rendered). */
  cropped: { left: boolean; top: boolean; right: boolean; bottom: boolean };
}

/** `box` within the workspace, on whole render pixels. */
function pixelRegion(box: Box, doc: DesignDocument, pxPerUnit: number): PixelRegion {
  const { width: ww, height: wh } = doc.workspace;
  const left = Math.max(0, Math.floor(box.x0 * pxPerUnit));
  const top = Math.max(0, Math.floor(box.y0 * pxPerUnit));
  const right = Math.min(Math.round(ww * pxPerUnit), Math.ceil(box.x1 * pxPerUnit));
  const bottom = Math.min(Math.round(wh * pxPerUnit), Math.ceil(box.y1 * pxPerUnit));
  return {
    x: left / pxPerUnit,
    y: top / pxPerUnit,
    width: Math.max(1, right - left),
    height: Math.max(1, bottom - top),
    cropped: { left: left > 0, top: top > 0, right: right < Math.round(ww * pxPerUnit), bottom: bottom < Math.round(wh * pxPerUnit) },
  };
}

/** True when art reaches a side of the region that cuts the workspace short: the region was too small. */
function artOnCroppedEdge(mask: Uint8Array, region: PixelRegion): boolean {
  const { width: w, height: h, cropped } = region;
  const art = (x: number, y: number) => mask[y * w + x] >= ALPHA_THRESHOLD;
  for (let x = 0; x < w; x++) if ((cropped.top && art(x, 0)) || (cropped.bottom && art(x, h - 1))) return true;
  for (let y = 0; y < h; y++) if ((cropped.left && art(0, y)) || (cropped.right && art(w - 1, y))) return true;
  return false;
}
