/**
 * A sticker rendered for print at the ordered size: the design scaled so its outer cut measures the
 * ordered size (fit-cut-size.ts), only the part of the workspace the page shows rendered at 300 DPI, and
 * the cut traced on that part's alpha. The render is never held whole: it is drawn in strips straight
 * into its PNG, and only its alpha is kept for the cut — at 300 DPI up to TRACE_MAX_PX on the longer
 * side, beyond that from a second, smaller render (a 24 in sticker's cut is traced at ~187 DPI: its
 * ±0.5 px precision is ±0.07 mm). When the cut misses the size by more than SIZE_TOLERANCE the scale is
 * corrected and the render made again; the caller absorbs what is left by printing the render that much
 * over or under 300 DPI (under 0.4 %: the border changes by well under a print pixel).
 */
import type { CutSettings, DesignDocument } from '../../../shared/design';
import { PRINT_DPI } from './artwork';
import { ALPHA_THRESHOLD, type DesignCut, traceDesignCut } from './design-cut';
import { fitCutToSize } from './fit-cut-size';
import type { Box } from './path-geometry';
import { PngStream } from './render/png-stream';
import { type RenderedDesign, type RenderOptions, renderDesignStrips } from './render/render-design';
import { BLEED_IN } from './sticker-frame';
import { ProductionInputError } from './types';

/** How close the cut must come to the ordered size, relative (within readArtwork's "print as it is" 0.5 %). */
export const SIZE_TOLERANCE = 0.004;
/** Rendered beyond the predicted page, inches, so a cut a little larger than predicted still has its art. */
const SAFETY_IN = 0.1;
/** The traced mask's longer side at most, pixels (20 MB of alpha; the engine's time grows with its area). */
export const TRACE_MAX_PX = 4500;

export interface StickerRender {
  /** The rendered part of the workspace at 300 DPI, as a PNG. */
  png: Buffer;
  render: Omit<RenderedDesign, 'rgba'>;
  /** Workspace coordinates of the render's top-left and render pixels per workspace unit. */
  area: { x: number; y: number; scale: number };
  cut: DesignCut;
  /** The outer cut's longer side at 300 render pixels per inch (within SIZE_TOLERANCE of the ordered size). */
  cutIn: number;
}

type Fonts = Pick<RenderOptions, 'googleFonts' | 'userFonts'>;

export async function renderStickerAtCutSize(doc: DesignDocument, cut: CutSettings, sizeIn: number, fonts: Fonts = {}): Promise<StickerRender> {
  const fit = await fitCutToSize(doc, cut, sizeIn, fonts);
  let { scale, outer } = fit;
  let safetyIn = SAFETY_IN;
  for (let attempt = 0; ; attempt++) {
    const pxPerUnit = PRINT_DPI * scale;
    const margin = (BLEED_IN + safetyIn) / scale + 0.01 * Math.max(outer.x1 - outer.x0, outer.y1 - outer.y0);
    const region = pixelRegion({ x0: outer.x0 - margin, y0: outer.y0 - margin, x1: outer.x1 + margin, y1: outer.y1 + margin }, doc, pxPerUnit);
    // Small enough: one render gives both the PNG and the mask; else the mask from a smaller render first.
    const traceRatio = Math.min(1, TRACE_MAX_PX / Math.max(region.width, region.height));
    const drawn = traceRatio === 1 ? await renderRegion(doc, region, pxPerUnit, 1, true, fonts) : await renderRegion(doc, region, pxPerUnit, traceRatio, false, fonts);
    const { mask, width, height } = drawn;
    const traced = drawn.art ? traceDesignCut(mask, { width, height, x: region.x, y: region.y, scale: pxPerUnit * traceRatio }, cut, PRINT_DPI * traceRatio) : null;
    if (!traced) throw new ProductionInputError('The design has nothing to print');
    const longestIn = Math.max(traced.outer.x1 - traced.outer.x0, traced.outer.y1 - traced.outer.y0) * scale;
    const cropped = artOnCroppedEdge(mask, width, height, region.cropped);
    if ((Math.abs(longestIn / sizeIn - 1) <= SIZE_TOLERANCE && !cropped) || attempt >= 2) {
      const full = drawn.png ? drawn : await renderRegion(doc, region, pxPerUnit, 1, true, fonts, false);
      return { png: full.png as Buffer, render: full.render, area: { x: region.x, y: region.y, scale: pxPerUnit }, cut: traced, cutIn: longestIn };
    }
    if (cropped) safetyIn *= 4;
    // The art part scales with the design, the growth does not.
    scale *= (sizeIn - fit.growthIn) / (longestIn - fit.growthIn);
    outer = traced.outer;
  }
}

interface RegionRender {
  /** The 300 DPI render as a PNG, when asked for. */
  png: Buffer | null;
  render: Omit<RenderedDesign, 'rgba'>;
  /** Alpha at `ratio` × the render's resolution (when kept). */
  mask: Uint8Array;
  width: number;
  height: number;
  /** Whether any pixel is art. */
  art: boolean;
}

/**
 * The region drawn strip by strip at `pxPerUnit × ratio`: into a PNG when `png` (ratio 1), its alpha into
 * a mask unless `keepMask` is false.
 */
async function renderRegion(doc: DesignDocument, region: PixelRegion, pxPerUnit: number, ratio: number, png: boolean, fonts: Fonts, keepMask = true): Promise<RegionRender> {
  const width = ratio === 1 ? region.width : Math.max(1, Math.round(region.width * ratio));
  const height = ratio === 1 ? region.height : Math.max(1, Math.round(region.height * ratio));
  const out = png ? new PngStream(width, height) : null;
  const mask = new Uint8Array(keepMask ? width * height : 0);
  let art = false;
  const render = await renderDesignStrips(
    doc,
    width,
    height,
    async (strip, top, rows) => {
      if (keepMask)
        for (let i = 0, o = top * width; i < rows * width; i++, o++) {
          mask[o] = strip[4 * i + 3];
          if (mask[o] >= ALPHA_THRESHOLD) art = true;
        }
      await out?.write(strip);
    },
    { ...fonts, view: { x: region.x, y: region.y, scale: pxPerUnit * ratio } },
  );
  return { png: out ? await out.end() : null, render, mask, width, height, art };
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

/** True when art reaches a side of the mask that cuts the workspace short: the region was too small. */
function artOnCroppedEdge(mask: Uint8Array, w: number, h: number, cropped: PixelRegion['cropped']): boolean {
  const art = (x: number, y: number) => mask[y * w + x] >= ALPHA_THRESHOLD;
  for (let x = 0; x < w; x++) if ((cropped.top && art(x, 0)) || (cropped.bottom && art(x, h - 1))) return true;
  for (let y = 0; y < h; y++) if ((cropped.left && art(0, y)) || (cropped.right && art(w - 1, y))) return true;
  return false;
}
