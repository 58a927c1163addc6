import { type Money, money } from '../money';
import { type CanadianProvince, isCanadianProvince, isUsState, type UsState } from '../regions';
import { CANADIAN_TAX_RATES, TAX_HISTORY_STARTS, type TaxKind, type TaxRegime } from './canada-rates';

/**
 * Sales tax on an order: pure, so the cart shows exactly the tax the checkout charges.
 * The taxable amount is the subtotal plus shipping (shipping follows the goods' tax in Canada).
 *
 * United States: the shop collects no US sales tax unless it is configured (`UsTaxConfig`, a flat
 * rate per state where the shop has nexus); with no configuration a US order has no tax lines.
 */

export interface TaxLine {
  kind: TaxKind | 'US_SALES_TAX';
  /** The province, territory or state that levies it ('CA' for the federal GST). */
  jurisdiction: string;
  ratePer100k: number;
  amount: Money;
}

export type TaxDestination = { country: 'CA'; region: CanadianProvince } | { country: 'US'; region: UsState };

/** States where the shop collects sales tax, per 100,000; empty by default (nothing collected). */
export type UsTaxConfig = Partial<Record<UsState, number>>;

export class TaxError extends Error {
  override name = 'TaxError';
  constructor(
    readonly code: 'unknown_region' | 'bad_date' | 'date_before_tax_history' | 'negative_amount',
    message: string,
  ) {
    super(message);
  }
}

/** 'YYYY-MM-DD': a Date is read as its UTC calendar day. */
function dayOf(date: Date | string): string {
  if (typeof date === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw new TaxError('bad_date', `Not a YYYY-MM-DD date: "${date}"`);
    return date;
  }
  if (Number.isNaN(date.getTime())) throw new TaxError('bad_date', 'Invalid date');
  return date.toISOString().slice(0, 10);
}

/** The regime in force on a day: the last one that started on or before it (ISO dates sort as text). */
export function regimeOn(province: CanadianProvince, date: Date | string): TaxRegime {
  const day = dayOf(date);
  const regimes = CANADIAN_TAX_RATES[province];
  let current: TaxRegime | undefined;
  for (const regime of regimes) if (regime.from <= day) current = regime;
  if (!current) throw new TaxError('date_before_tax_history', `No tax rates before ${TAX_HISTORY_STARTS} (asked for ${day}).`);
  return current;
}

/** amount × rate / 100,000, to the nearest cent, halves up (amounts are not negative here). */
function share(amount: Money, ratePer100k: number): Money {
  const cents = (BigInt(amount.amountCents) * BigInt(ratePer100k) * 2n + 100_000n) / 200_000n;
  return money(Number(cents), amount.currency);
}

/** GST/HST/PST/QST/RST lines for goods shipped to a Canadian province or territory on a date. */
export function canadianSalesTax(province: CanadianProvince, taxable: Money, date: Date | string): TaxLine[] {
  if (!isCanadianProvince(province)) throw new TaxError('unknown_region', `Unknown province or territory "${String(province)}".`);
  if (taxable.amountCents < 0) throw new TaxError('negative_amount', 'A taxable amount cannot be negative.');
  return regimeOn(province, date).lines.map((line) => ({
    kind: line.kind,
    jurisdiction: line.kind === 'GST' ? 'CA' : province,
    ratePer100k: line.ratePer100k,
    amount: share(taxable, line.ratePer100k),
  }));
}

/** The tax lines for a destination; a US one is taxed only where `usTax` names its state. */
export function salesTax(destination: TaxDestination, taxable: Money, date: Date | string, usTax: UsTaxConfig = {}): TaxLine[] {
  if (destination.country === 'CA') return canadianSalesTax(destination.region, taxable, date);
  if (!isUsState(destination.region)) throw new TaxError('unknown_region', `Unknown state "${String(destination.region)}".`);
  dayOf(date);
  const rate = usTax[destination.region];
  if (!rate) return [];
  return [{ kind: 'US_SALES_TAX', jurisdiction: destination.region, ratePer100k: rate, amount: share(taxable, rate) }];
}

/** "9.975%" from a rate per 100,000 (display). */
export function formatTaxRate(ratePer100k: number): string {
  return `${(ratePer100k / 1_000).toFixed(3).replace(/\.?0+$/, '')}%`;
}
