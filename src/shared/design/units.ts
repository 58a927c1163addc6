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

/**
 * Sticker sizes in the unit the shopper reads: the shop stores and prices sizes in inches (to the
 * hundredth it cuts to); centimetres are only how a size is shown and typed.
 */
export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;

/** Decimals a field shows and takes per unit: a hundredth of an inch, a millimetre. */
export const UNIT_DECIMALS: Record<PhysicalUnit, number> = { in: 2, cm: 1 };

/** A length stored in inches, in `unit`, rounded to what that unit's field shows. */
export function fromInches(inches: number, unit: PhysicalUnit): number {
  const value = unit === 'cm' ? inchesToCm(inches) : inches;
  const scale = 10 ** UNIT_DECIMALS[unit];
  return Math.round(value * scale) / scale;
}

/** A length typed in `unit`, in inches to the hundredth the shop cuts to. */
export function toInches(value: number, unit: PhysicalUnit): number {
  return Math.round((unit === 'cm' ? value / CM_PER_INCH : value) * 100) / 100;
}

/** '3 × 2.5 in' / '7.62 × 6.35 cm' for a size in inches, in the reader's locale, up to 2 decimals. */
export function formatSize(widthIn: number, heightIn: number, unit: PhysicalUnit, locale = 'en'): string {
  return formatPhysicalSize(inchesToPx(widthIn), inchesToPx(heightIn), unit, locale);
}
