/**
 * Money: an integer number of cents with its currency (DESIGN §6c, decision 19). Amounts never pass
 * through floating-point dollars, so 0.1 + 0.2 problems cannot happen and a price computed in the
 * browser is the same integer the server recomputes. Every supported currency has 2 decimal places.
 *
 * No zod here (the landing page imports plans, and with it this file): the API schema is in
 * `api/money.ts`.
 */

/** ISO 4217 codes the shop sells in (SPEC §9: CAD). Add a code here when a price list uses it. */
export const CURRENCIES = ['CAD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** The currency the shop prices, charges and refunds in (SPEC §9); the price table names it too. */
export const SHOP_CURRENCY = 'CAD' as const satisfies CurrencyCode;

export interface Money {
  /** Whole cents (a safe integer; negative for refunds and discounts). */
  readonly amountCents: number;
  readonly currency: CurrencyCode;
}

/** Thrown for a non-integer amount, an overflow or currencies that do not match: a programming error. */
export class MoneyError extends Error {
  override name = 'MoneyError';
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
}

function checkedCents(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new MoneyError(`A money amount must be a whole number of cents, got ${amountCents}`);
  // -0 would print as "-CAD 0.00" in some locales.
  return amountCents === 0 ? 0 : amountCents;
}

/** `money(499, 'CAD')` is CAD 4.99. */
export function money(amountCents: number, currency: CurrencyCode): Money {
  if (!isCurrencyCode(currency)) throw new MoneyError(`Unsupported currency ${currency}`);
  return { amountCents: checkedCents(amountCents), currency };
}

export function zeroMoney(currency: CurrencyCode): Money {
  return money(0, currency);
}

function sameCurrency(a: Money, b: Money): CurrencyCode {
  if (a.currency !== b.currency) throw new MoneyError(`Cannot combine ${a.currency} with ${b.currency}`);
  return a.currency;
}

export function addMoney(a: Money, b: Money): Money {
  return money(checkedCents(a.amountCents + b.amountCents), sameCurrency(a, b));
}

export function subtractMoney(a: Money, b: Money): Money {
  return money(checkedCents(a.amountCents - b.amountCents), sameCurrency(a, b));
}

/** The total of several amounts in one currency (the currency is given so an empty list has one). */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce((total, item) => addMoney(total, item), zeroMoney(currency));
}

/** A unit price times a whole quantity (a line of a cart). */
export function multiplyMoney(unit: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new MoneyError(`A quantity must be a whole number, got ${quantity}`);
  return money(checkedCents(unit.amountCents * quantity), unit.currency);
}

/**
 * A share of an amount in basis points (1 % = 100 bp: taxes, discounts), rounded to the nearest cent,
 * halves away from zero. Integer arithmetic throughout (BigInt), so no rounding error creeps in.
 */
export function percentOfMoney(amount: Money, basisPoints: number): Money {
  if (!Number.isSafeInteger(basisPoints)) throw new MoneyError(`Basis points must be a whole number, got ${basisPoints}`);
  const product = BigInt(amount.amountCents) * BigInt(basisPoints);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return money(checkedCents(Number(product < 0n ? -rounded : rounded)), amount.currency);
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amountCents < b.amountCents ? -1 : a.amountCents > b.amountCents ? 1 : 0;
}

export function moneyEquals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amountCents === b.amountCents;
}

/**
 * Reads a decimal written by a person or a config file ("4.99", "12", "-0.5") without going through a
 * float. More than 2 decimal places is refused rather than rounded: a price list must be exact.
 */
export function parseMoney(decimal: string, currency: CurrencyCode): Money {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new MoneyError(`Not an amount with at most 2 decimals: "${decimal}"`);
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return money(checkedCents(minus ? -cents : cents), currency);
}

/** "4.99", "-0.50": the exact decimal, for payment providers and CSV exports. */
export function moneyToDecimalString(amount: Money): string {
  const sign = amount.amountCents < 0 ? '-' : '';
  const cents = Math.abs(amount.amountCents);
  return `${sign}${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The amount for people, in a BCP 47 locale ('en-CA', 'zh-CN'), always with its currency code
 * (DESIGN §6b: "CAD 4.99", never a bare "$" that could be any dollar).
 */
export function formatMoney(amount: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency, currencyDisplay: 'code' }).format(amount.amountCents / 100);
}
