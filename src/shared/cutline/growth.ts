/**
 * How much the outer cut adds to the art, inches: the sticker as cut measures the art's box plus this on
 * each axis (a circle's enclosing circle can be wider than the box: callers correct with the traced cut).
 * Shared by the server's size fit (production) and /preview, so "4 in" means the same cut on both.
 */
import { type CutlineOptions, resolveOptions } from './types';

const EXACT_DPI = 300;

/**
 * Twice the border (a rounded rectangle's corner rounder than the border pushes its sides out a little
 * further, as shapes.ts offsetBox does), plus twice a kiss-cut sheet's margin.
 */
export function cutGrowthIn(cut: Pick<CutlineOptions, 'shape' | 'kind' | 'offsetIn'>): number {
  // The engine's own options at print resolution, in inches (its minimum border is 0.75 px there).
  const o = resolveOptions({ shape: cut.shape, kind: cut.kind, offsetIn: cut.offsetIn, dpi: EXACT_DPI });
  const r = o.offsetPx / EXACT_DPI;
  const corner = o.cornerRadiusPx / EXACT_DPI;
  const edge = o.shape === 'rounded-rectangle' && corner > r ? Math.max(r, corner - (corner - r) / Math.SQRT2) : r;
  return 2 * edge + (o.kind === 'kiss' ? (2 * o.backingMarginPx) / EXACT_DPI : 0);
}

/** Inches per art unit at which the art (`artExtent` units on its longer side) plus the growth measures `sizeIn`; null when the growth leaves no room. */
export function inchesPerUnitForCut(artExtent: number, growthIn: number, sizeIn: number): number | null {
  if (!(artExtent > 0) || growthIn >= sizeIn * 0.95) return null;
  return (sizeIn - growthIn) / artExtent;
}

/** The art's effective extent (units) a traced cut implies: its longer side less the growth, at the inches per unit it was traced at. */
export function artExtentFromCut(cutExtent: number, growthIn: number, inchesPerUnit: number): number {
  return cutExtent - growthIn / inchesPerUnit;
}
