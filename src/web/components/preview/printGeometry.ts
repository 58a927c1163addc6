/**
 * Physical size of the printed sticker and the resolutions the preview works at. Pure (unit-tested).
 * The chosen size is the sticker's longer side; the other side follows the workspace's proportions.
 */
import { PRINT_DPI } from '../../../shared/design';

/** The mask's longer side never exceeds this: beyond 8 in the trace uses a lower DPI (still exact to ±0.5 px). */
export const MAX_MASK_SIDE = 2400;
export const SIZE_PRESETS_IN = [2, 3, 4, 5] as const;
export const MIN_SIZE_IN = 1;
export const MAX_SIZE_IN = 24;
export const DEFAULT_SIZE_IN = 3;
/** The border defaults and limits are the design's own (src/shared/design/cut.ts). */
export { DEFAULT_CUT_OFFSET_IN as DEFAULT_OFFSET_IN, MAX_CUT_OFFSET_IN as MAX_OFFSET_IN } from '../../../shared/design';

export interface PrintGeometry {
  widthIn: number;
  heightIn: number;
  /** Printed inches per workspace unit. */
  inchesPerUnit: number;
  /** Render multiplier from workspace units to mask pixels, and the mask's resolution. */
  maskMultiplier: number;
  maskDpi: number;
}

export function printGeometry(workspaceWidth: number, workspaceHeight: number, sizeIn: number): PrintGeometry {
  if (!(workspaceWidth > 0 && workspaceHeight > 0)) throw new RangeError('The workspace has no size.');
  if (!(sizeIn >= MIN_SIZE_IN && sizeIn <= MAX_SIZE_IN)) throw new RangeError(`Sticker size must be ${MIN_SIZE_IN}–${MAX_SIZE_IN} in.`);
  const longest = Math.max(workspaceWidth, workspaceHeight);
  const inchesPerUnit = sizeIn / longest;
  const maskLongest = Math.min(MAX_MASK_SIDE, Math.round(sizeIn * PRINT_DPI));
  return {
    widthIn: workspaceWidth * inchesPerUnit,
    heightIn: workspaceHeight * inchesPerUnit,
    inchesPerUnit,
    maskMultiplier: maskLongest / longest,
    maskDpi: maskLongest / sizeIn,
  };
}

/** Lengths and their labels in inches or centimetres: one conversion module for the whole app. */
export { formatSize, inchesToCm } from '../../../shared/design/units';
