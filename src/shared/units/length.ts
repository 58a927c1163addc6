import { roundToHundredth } from '../sticker/spec';

/**
 * Sticker sizes in the unit the shopper reads: the shop stores and prices sizes in inches (to the
 * hundredth it cuts to); centimetres are only how a size is shown and typed.
 */
export const LENGTH_UNITS = ['in', 'cm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const CM_PER_INCH = 2.54;

/** Decimals shown and typed per unit: a hundredth of an inch, a millimetre. */
export const UNIT_DECIMALS: Record<LengthUnit, number> = { in: 2, cm: 1 };

/** A length stored in inches, in `unit`, rounded to what that unit shows. */
export function fromInches(inches: number, unit: LengthUnit): number {
  const value = unit === 'cm' ? inches * CM_PER_INCH : inches;
  const scale = 10 ** UNIT_DECIMALS[unit];
  return Math.round(value * scale) / scale;
}

/** A length typed in `unit`, in inches to the hundredth the shop cuts to. */
export function toInches(value: number, unit: LengthUnit): number {
  return roundToHundredth(unit === 'cm' ? value / CM_PER_INCH : value);
}

/** "3 × 2.5 in" or "7.6 × 6.4 cm" (numbers in the reader's locale). */
export function formatSize(widthIn: number, heightIn: number, unit: LengthUnit, locale = 'en-CA'): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: UNIT_DECIMALS[unit] });
  return `${number.format(fromInches(widthIn, unit))} × ${number.format(fromInches(heightIn, unit))} ${unit}`;
}
