/**
 * The cut of a rendered design: the cutline engine run on the render's alpha with the design's cut
 * settings, in workspace coordinates, and the size of the sticker as cut. Die-cut: the contour; kiss-cut:
 * the backing sheet is what is cut through, so it is the sticker's outer edge.
 */
import { cutline } from '../../../shared/cutline';
import type { CutSettings } from '../../../shared/design';
import { type Box, pathBounds } from './path-geometry';
import { parsePathData } from './svg-path';

/** Alpha at or above this is art (the cutline engine's default threshold). */
export const ALPHA_THRESHOLD = 16;

export interface RenderedArea {
  width: number;
  height: number;
  /** Workspace coordinates of the render's top-left and render pixels per workspace unit. */
  x: number;
  y: number;
  scale: number;
}

export interface DesignCut {
  path: string;
  /** Kiss-cut: the backing sheet outline. */
  sheetPath?: string;
  joinedIslands: number;
  /** Bounding box of the outer cut (sheet or contour), workspace units. */
  outer: Box;
}

/** The alpha channel of a render, or null when nothing in it is art. */
export function alphaMask(rgba: Uint8ClampedArray | Uint8Array, count: number): Uint8Array | null {
  const mask = new Uint8Array(count);
  let art = false;
  for (let i = 0; i < count; i++) {
    mask[i] = rgba[4 * i + 3];
    if (mask[i] >= ALPHA_THRESHOLD) art = true;
  }
  return art ? mask : null;
}

/** Traces the cut on `mask` (render pixels) as if the render were `dpi` pixels per inch; null when empty. */
export function traceDesignCut(mask: Uint8Array, area: RenderedArea, cut: CutSettings, dpi: number): DesignCut | null {
  const result = cutline(mask, area.width, area.height, {
    shape: cut.shape,
    kind: cut.kind,
    offsetIn: cut.offsetIn,
    dpi,
    transform: { scale: 1 / area.scale, offsetX: area.x, offsetY: area.y },
  });
  if (result.empty) return null;
  const outer = pathBounds(parsePathData(result.backingPath ?? result.path));
  if (!outer) return null;
  return { path: result.path, sheetPath: result.backingPath, joinedIslands: result.joinedIslands, outer };
}
