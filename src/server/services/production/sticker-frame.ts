/**
 * The page every sticker file shares, framed on the cut rather than on the workspace: TrimBox = the outer
 * cut's tight bounding box (the sticker as cut; the backing sheet of a kiss-cut sheet), MediaBox =
 * BleedBox = the trim grown by the bleed, so the cut line is always wholly on the page. Also the whole
 * artwork pixels that cover that page (snapped outward; they may lie beyond the rendered artwork).
 */
import type { ArtworkInfo } from './artwork';
import { type Box, pathBounds } from './path-geometry';
import type { PathSegment } from './svg-path';
import { ProductionInputError } from './types';

/** Printed beyond the cut on every side, and the page's margin around the cut. */
export const BLEED_IN = 1 / 16;
/** The spot colour a kiss-cut sheet's outline is named for, unless the shop configures another name. */
export const DEFAULT_THRU_CUT_NAME = 'Thru-cut';
/** No page is larger than the largest sticker plus its bleed (and a little rounding room). */
const MAX_PAGE_IN = 24.25;

export interface StickerFrame {
  /** The sticker as cut, workspace units. */
  trim: Box;
  /** The page (trim + bleed), workspace units. */
  page: Box;
  /** Workspace units per inch, per axis. */
  unitsPerInchX: number;
  unitsPerInchY: number;
  /** Artwork pixels per workspace unit, per axis. */
  pxPerUnitX: number;
  pxPerUnitY: number;
  /** The raster covering the page: its top-left in artwork pixel coordinates (may be negative) and size. */
  px: { x0: number; y0: number; width: number; height: number };
  /** Where that raster lies, workspace units (the page plus under a pixel of snapping). */
  raster: Box;
}

type Scale = Pick<StickerFrame, 'unitsPerInchX' | 'unitsPerInchY'>;
export const widthIn = (b: Box, f: Scale) => (b.x1 - b.x0) / f.unitsPerInchX;
export const heightIn = (b: Box, f: Scale) => (b.y1 - b.y0) / f.unitsPerInchY;

export function stickerFrame(art: ArtworkInfo, outerCut: PathSegment[]): StickerFrame {
  const trim = pathBounds(outerCut);
  if (!trim) throw new ProductionInputError('The cut path draws nothing');
  const unitsPerInchX = art.workspaceWidth / art.widthIn;
  const unitsPerInchY = art.workspaceHeight / art.heightIn;
  const bx = BLEED_IN * unitsPerInchX;
  const by = BLEED_IN * unitsPerInchY;
  const page = { x0: trim.x0 - bx, y0: trim.y0 - by, x1: trim.x1 + bx, y1: trim.y1 + by };
  const frame = { trim, page, unitsPerInchX, unitsPerInchY, pxPerUnitX: art.width / art.workspaceWidth, pxPerUnitY: art.height / art.workspaceHeight };
  if (widthIn(page, frame) > MAX_PAGE_IN || heightIn(page, frame) > MAX_PAGE_IN) throw new ProductionInputError(`The cut line spans more than ${MAX_PAGE_IN} in with its bleed`);
  // Artwork pixel coordinates of the page corners, snapped outward to whole pixels.
  const x0 = Math.floor((page.x0 - art.originX) * frame.pxPerUnitX + 1e-6);
  const y0 = Math.floor((page.y0 - art.originY) * frame.pxPerUnitY + 1e-6);
  const x1 = Math.ceil((page.x1 - art.originX) * frame.pxPerUnitX - 1e-6);
  const y1 = Math.ceil((page.y1 - art.originY) * frame.pxPerUnitY - 1e-6);
  const raster = {
    x0: art.originX + x0 / frame.pxPerUnitX,
    y0: art.originY + y0 / frame.pxPerUnitY,
    x1: art.originX + x1 / frame.pxPerUnitX,
    y1: art.originY + y1 / frame.pxPerUnitY,
  };
  return { ...frame, px: { x0, y0, width: x1 - x0, height: y1 - y0 }, raster };
}

/** Maps workspace coordinates to the page raster's pixel coordinates. */
export function toRasterPx(art: ArtworkInfo, f: StickerFrame): (x: number, y: number) => [number, number] {
  return (x, y) => [(x - art.originX) * f.pxPerUnitX - f.px.x0, (y - art.originY) * f.pxPerUnitY - f.px.y0];
}
