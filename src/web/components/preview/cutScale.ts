/**
 * The chosen size is the sticker AS CUT, as on the server (production fit-cut-size.ts): the
 * outer cut's longer side — a kiss-cut sheet's backing — measures the size. The art scales with the
 * design while the cut adds fixed inches around it (shared/cutline cutGrowthIn), so the scale follows
 * from the art's extent; a traced cut then gives the art's true extent (a circle's enclosing circle is
 * wider than the art's box) and the scale is corrected once. Pure (unit-tested).
 */
import { artExtentFromCut, type CutlineOptions, type CutlineResult, cutGrowthIn, inchesPerUnitForCut } from '../../../shared/cutline';
import { pathBounds } from './stickerSize';

/** A traced cut whose implied art extent is this close (relative) to the one used needs no correction. */
export const EXTENT_TOLERANCE = 0.002;

/** The outer cut: a kiss-cut sheet's backing, else the cut itself. */
export const outerCutPath = (result: Pick<CutlineResult, 'path' | 'backingPath'>): string => result.backingPath ?? result.path;

/** Inches per workspace unit at which the sticker as cut measures `sizeIn`; `fallback` until the art is known or when the border leaves no room. */
export function stickerInchesPerUnit(artExtent: number | null, cut: Pick<CutlineOptions, 'shape' | 'kind' | 'offsetIn'>, sizeIn: number, fallback: number): number {
  return (artExtent !== null && inchesPerUnitForCut(artExtent, cutGrowthIn(cut), sizeIn)) || fallback;
}

/**
 * The art's extent (workspace units) a finished trace implies, from its outer cut and the options it was
 * traced with (dpi = mask pixels per inch, transform.scale = workspace units per mask pixel); null without a cut.
 */
export function tracedArtExtent(result: Pick<CutlineResult, 'path' | 'backingPath'>, options: CutlineOptions): number | null {
  const box = pathBounds(outerCutPath(result));
  const unitsPerPx = options.transform?.scale ?? 1;
  if (!box || !options.dpi) return null;
  const inchesPerUnit = 1 / (unitsPerPx * options.dpi);
  return artExtentFromCut(Math.max(box.x1 - box.x0, box.y1 - box.y0), cutGrowthIn(options), inchesPerUnit);
}

/** Whether a measured extent differs enough from the one in use to trace again at the corrected scale. */
export function needsCorrection(measured: number | null, used: number | null): measured is number {
  return measured !== null && measured > 0 && (used === null || Math.abs(measured / used - 1) > EXTENT_TOLERANCE);
}
