/**
 * A sticker rendered for print at the ordered size: the design scaled so its outer cut measures the
 * ordered size (fit-cut-size.ts), only the part of the workspace the page shows rendered at 300 DPI (or at
 * a proof's coarser resolution, proof/proof-dpi.ts), and the cut traced on that render's own alpha (one
 * render for the print and the cut). The render is never held whole: it is drawn in strips straight into
 * its PNG, and only its alpha is kept for the cut, averaged over blocks as the strips come when the render
 * is large (traceBlock: 150 DPI at 12 in).
 * When the cut misses the size by more than SIZE_TOLERANCE the scale is corrected and the render made
 * again; the caller absorbs what is left by printing the render that much over or under 300 DPI (under
 * 0.4 %: the border changes by well under a print pixel).
 */
import type { CutSettings, DesignDocument } from '../../../shared/design';
import { PRINT_DPI } from './artwork';
import { BlockMask } from './block-mask';
import { ALPHA_THRESHOLD, type DesignCut, traceDesignCut } from './design-cut';
import { fitCutToSize } from './fit-cut-size';
import type { Box } from './path-geometry';
import { PngStream } from './render/png-stream';
import { type DesignScene, openDesignScene, type RenderedDesign, type RenderOptions } from './render/render-design';
import { BLEED_IN } from './sticker-frame';
import { ProductionInputError } from './types';

/** How close the cut must come to the ordered size, relative (within readArtwork's "print as it is" 0.5 %). */
export const SIZE_TOLERANCE = 0.004;
/** Rendered beyond the predicted page, inches, so a cut a little larger than predicted still has its art. */
const SAFETY_IN = 0.1;
/**
 * A render whose longer side is at most this many pixels (a sticker up to about 6 in) has its cut traced
 * at its own resolution; a larger one on its alpha averaged over blocks, down to TRACE_MIN_DPI (at 300 DPI:
 * blocks of 2 × 2 pixels, where the engine's ±0.5 px is ±0.085 mm; larger blocks only beyond TRACE_MAX_PX,
 * which no size we sell reaches). A proof's render is already coarser than that: traced on its own pixels.
 * The cutline engine's time grows with the mask's area and its outline's length; a cutter follows the
 * line to about a tenth of a millimetre, not to the print pixel (decision 61).
 */
export const TRACE_FULL_PX = 2048;
/** The traced mask's longer side beyond TRACE_FULL_PX, at most, pixels. */
export const TRACE_MAX_PX = 4096;
/** Blocks never average a render below this resolution. */
const TRACE_MIN_DPI = 150;

/** Pixels averaged per side of a block of the traced mask, for a render of this longer side at `dpi`. */
export function traceBlock(longestPx: number, dpi: number = PRINT_DPI): number {
  return longestPx <= TRACE_FULL_PX ? 1 : Math.max(1, Math.floor(dpi / TRACE_MIN_DPI), Math.ceil(longestPx / TRACE_MAX_PX));
}

export interface StickerRender {
  /** The rendered part of the workspace at the asked resolution (300 DPI for print), as a PNG. */
  png: Buffer;
  render: Omit<RenderedDesign, 'rgba'>;
  /** Workspace coordinates of the render's top-left and render pixels per workspace unit. */
  area: { x: number; y: number; scale: number };
  cut: DesignCut;
  /** The outer cut's longer side at the asked render pixels per inch (within SIZE_TOLERANCE of the ordered size). */
  cutIn: number;
}

type Fonts = Pick<RenderOptions, 'googleFonts' | 'userFonts'>;

/** `dpi`: render pixels per inch, PRINT_DPI for the production files (a proof asks for less). */
export async function renderStickerAtCutSize(doc: DesignDocument, cut: CutSettings, sizeIn: number, fonts: Fonts = {}, dpi = PRINT_DPI): Promise<StickerRender> {
  // Loaded once for the size probe and the print render(s).
  const scene = await openDesignScene(doc, fonts);
  try {
    return await renderAtCutSize(doc, scene, cut, sizeIn, dpi);
  } finally {
    scene.dispose();
  }
}

async function renderAtCutSize(doc: DesignDocument, scene: DesignScene, cut: CutSettings, sizeIn: number, dpi: number): Promise<StickerRender> {
  const fit = await fitCutToSize(doc, scene, cut, sizeIn);
  let { scale, outer } = fit;
  let safetyIn = SAFETY_IN;
  for (let attempt = 0; ; attempt++) {
    const pxPerUnit = dpi * scale;
    const margin = (BLEED_IN + safetyIn) / scale + 0.01 * Math.max(outer.x1 - outer.x0, outer.y1 - outer.y0);
    const region = pixelRegion({ x0: outer.x0 - margin, y0: outer.y0 - margin, x1: outer.x1 + margin, y1: outer.y1 + margin }, doc, pxPerUnit);
    const block = traceBlock(Math.max(region.width, region.height), dpi);
    const drawn = await renderRegion(scene, region, pxPerUnit, block);
    const { mask } = drawn;
    const traced = drawn.art ? traceDesignCut(mask.alpha, { width: mask.width, height: mask.height, x: region.x, y: region.y, scale: pxPerUnit / block }, cut, dpi / block) : null;
    if (!traced) throw new ProductionInputError('The design has nothing to print');
    const longestIn = Math.max(traced.outer.x1 - traced.outer.x0, traced.outer.y1 - traced.outer.y0) * scale;
    const { cropped } = drawn;
    if ((Math.abs(longestIn / sizeIn - 1) <= SIZE_TOLERANCE && !cropped) || attempt >= 2)
      return { png: drawn.png, render: drawn.render, area: { x: region.x, y: region.y, scale: pxPerUnit }, cut: traced, cutIn: longestIn };
    if (cropped) safetyIn *= 4;
    // The art part scales with the design, the growth does not.
    scale *= (sizeIn - fit.growthIn) / (longestIn - fit.growthIn);
    outer = traced.outer;
  }
}

interface RegionRender {
  /** The render as a PNG. */
  png: Buffer;
  render: Omit<RenderedDesign, 'rgba'>;
  /** The render's alpha averaged over blocks of `block` × `block` pixels (the cut is traced on it). */
  mask: BlockMask;
  /** Whether any pixel is art. */
  art: boolean;
  /** Whether art reaches a side of the render that cuts the workspace short: the region was too small. */
  cropped: boolean;
}

/** The region drawn strip by strip at `pxPerUnit` into a PNG, its alpha into a mask `block` times coarser. */
async function renderRegion(scene: DesignScene, region: PixelRegion, pxPerUnit: number, block: number): Promise<RegionRender> {
  const { width, height } = region;
  const out = new PngStream(width, height);
  const mask = new BlockMask(width, height, block);
  let art = false;
  let cropped = false;
  const render = await scene.renderStrips(
    width,
    height,
    async (strip, top, rows) => {
      art = mask.add(strip, top, rows) || art;
      cropped ||= artOnCroppedEdge(strip, width, top, rows, height, region.cropped);
      await out.write(strip);
    },
    { x: region.x, y: region.y, scale: pxPerUnit },
  );
  return { png: await out.end(), render, mask: mask.finish(), art, cropped };
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

/** True when art in these rows reaches a side of the render that cuts the workspace short. */
function artOnCroppedEdge(strip: Uint8Array | Uint8ClampedArray, w: number, top: number, rows: number, h: number, cropped: PixelRegion['cropped']): boolean {
  const art = (x: number, y: number) => strip[4 * (y * w + x) + 3] >= ALPHA_THRESHOLD;
  for (const [side, y] of [
    [cropped.top, 0 - top],
    [cropped.bottom, h - 1 - top],
  ] as const)
    if (side && y >= 0 && y < rows) for (let x = 0; x < w; x++) if (art(x, y)) return true;
  for (let y = 0; y < rows; y++) if ((cropped.left && art(0, y)) || (cropped.right && art(w - 1, y))) return true;
  return false;
}
