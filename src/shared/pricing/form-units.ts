/**
 * The units the admin's price form shows and the units the price table stores (decision 33): amounts as
 * dollars and cents of the shop's currency (stored as whole cents), multipliers as a percentage of the
 * base price (stored in basis points: 100 % = 10 000 = ×1). A value that cannot be stored — empty, not
 * a number, negative, or finer than the stored unit allows — converts to null, which the form shows as
 * an error at that field.
 */

/** The multipliers the table accepts, as percentages of the base price (×0.1 to ×10, price-table.ts). */
export const MULTIPLIER_PERCENT_RANGE = { min: 10, max: 1000 } as const;

/** Whole cents → dollars (1250 → 12.5). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars as typed (12.5, "12.50") → whole cents (1250); null when not an amount of 0 or more with at most 2 decimals. */
export function dollarsToCents(dollars: number | string): number | null {
  const value = typeof dollars === 'number' ? dollars : dollars.trim() === '' ? Number.NaN : Number(dollars);
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  // 12.345 is not an amount of money: refuse rather than round a price the admin did not type.
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

/** Basis points → percent of the base price (11 500 → 115). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** A percent of the base price as typed (115, "92.5") → basis points (11 500); null outside the range or finer than 0.01 %. */
export function percentToBasisPoints(percent: number | string): number | null {
  const value = typeof percent === 'number' ? percent : percent.trim() === '' ? Number.NaN : Number(percent);
  if (!Number.isFinite(value) || value < MULTIPLIER_PERCENT_RANGE.min || value > MULTIPLIER_PERCENT_RANGE.max) return null;
  const basisPoints = Math.round(value * 100);
  return Math.abs(basisPoints - value * 100) < 1e-6 ? basisPoints : null;
}
