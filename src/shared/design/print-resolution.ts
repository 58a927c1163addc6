/**
 * What a line's print resolution means for the order: whether the shopper is warned, whether they must
 * say "print anyway", and the largest size that still prints sharp. The DPI itself is image-dpi.ts's
 * effective DPI (the worst image of the design at the line's size); this file only moves it between
 * sizes and judges it, so the upload page, the cart, the editor's Order and the server all decide alike.
 * Pure (unit-tested).
 */
import { MAX_SIDE_IN, MIN_SIDE_IN } from '../sticker';
import { type DpiLevel, dpiLevel, GOOD_DPI } from './image-dpi';

/** The worst image's effective DPI of a design measured at one size (the sticker's longer side). */
export interface MeasuredResolution {
  dpi: number;
  sizeIn: number;
}

export interface LineResolution {
  /** Rounded effective DPI at the asked size. */
  dpi: number;
  level: DpiLevel;
  /** The largest longer side (inches, a quarter-inch step) printing at 300 DPI or more; null under the shop's smallest size. */
  sharpSizeIn: number | null;
}

/** Sizes offered when suggesting a sharp one: a quarter inch is the finest step the pickers show. */
const SIZE_STEP_IN = 0.25;

/**
 * The effective DPI at another size. An image's DPI is its pixels over the inches it covers, and those
 * inches grow with the sticker, so DPI scales inversely with the size. (A die-cut's border grows the cut
 * a little faster than the art, so this is slightly pessimistic when enlarging: never a missed warning.)
 */
export function dpiAtSize(measured: MeasuredResolution, sizeIn: number): number {
  if (!(measured.dpi > 0 && measured.sizeIn > 0 && sizeIn > 0)) return 0;
  return (measured.dpi * measured.sizeIn) / sizeIn;
}

/** The largest shop size (longer side) printing at GOOD_DPI or better, or null when even the smallest is softer. */
export function sharpSizeIn(measured: MeasuredResolution): number | null {
  const exact = (measured.dpi * measured.sizeIn) / GOOD_DPI;
  const stepped = Math.floor(exact / SIZE_STEP_IN + 1e-9) * SIZE_STEP_IN;
  if (stepped < MIN_SIDE_IN) return null;
  return Math.min(MAX_SIDE_IN, stepped);
}

/** The line's resolution at `sizeIn`: its DPI, how it is judged and the sharp size to suggest. */
export function lineResolution(measured: MeasuredResolution, sizeIn: number): LineResolution {
  const dpi = Math.round(dpiAtSize(measured, sizeIn));
  return { dpi, level: dpiLevel(dpi), sharpSizeIn: sharpSizeIn(measured) };
}

/** Under POOR_DPI the print looks pixelated: the shopper must explicitly accept it before paying. */
export function needsAcknowledgement(dpi: number): boolean {
  return dpiLevel(dpi) === 'veryLow';
}

/**
 * Whether a line may be sold: always when it prints at POOR_DPI or better; below, only when the shopper
 * accepted a resolution at least this low (accepting 120 DPI does not cover a later change to 90 DPI).
 */
export function resolutionAccepted(dpi: number, acceptedDpi: number | null | undefined): boolean {
  if (!needsAcknowledgement(dpi)) return true;
  return acceptedDpi != null && acceptedDpi <= dpi;
}
