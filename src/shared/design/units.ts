/** Print resolution: a design's pixels map to physical size at 300 DPI. */
export const PRINT_DPI = 300;
export const CM_PER_INCH = 2.54;

export type PhysicalUnit = 'in' | 'cm';

export const pxToInches = (px: number): number => px / PRINT_DPI;
export const inchesToPx = (inches: number): number => inches * PRINT_DPI;
export const pxToCm = (px: number): number => (px / PRINT_DPI) * CM_PER_INCH;
export const cmToPx = (cm: number): number => (cm / CM_PER_INCH) * PRINT_DPI;

/**
 * '5 × 5 in' for 1500×1500 px; up to 2 decimals, trailing zeros dropped. The locale (default English)
 * picks the decimal separator; no digit grouping, since sizes stay small.
 */
export function formatPhysicalSize(widthPx: number, heightPx: number, unit: PhysicalUnit, locale = 'en'): string {
  if (!Number.isFinite(widthPx) || !Number.isFinite(heightPx) || widthPx < 0 || heightPx < 0) {
    throw new RangeError('Sizes must be finite and not negative.');
  }
  const convert = unit === 'in' ? pxToInches : pxToCm;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  return `${format.format(convert(widthPx))} × ${format.format(convert(heightPx))} ${unit}`;
}
