import { type CurrencyCode, money } from '../../../shared/money';
import type { TaxLine } from '../../../shared/tax/tax';
import { PaymentsError, type StripeTaxCalculation } from '../../providers/payments';

const KINDS: Record<string, TaxLine['kind']> = { gst: 'GST', hst: 'HST', pst: 'PST', qst: 'QST', rst: 'RST', sales_tax: 'US_SALES_TAX' };

/** "9.975" → 9,975 per 100,000 (the shared table's unit). */
const ratePer100k = (percentage: string) => Math.round(Number.parseFloat(percentage) * 1000);

/**
 * A Stripe Tax calculation's breakdown as the shop's tax lines (one per kind, jurisdiction and rate; the
 * lines' and shipping's shares added together). Entries Stripe returns at 0 because the shop does not
 * collect there (`not_collecting`, `not_subject_to_tax`…) are left out; a tax type the shop has no
 * line for is a provider answer we cannot show truthfully, so it fails instead of being dropped.
 */
export function taxLinesFromCalculation(calculation: StripeTaxCalculation, currency: CurrencyCode): TaxLine[] {
  if (calculation.tax_amount_inclusive !== 0)
    throw new PaymentsError('provider_error', `Stripe Tax calculation ${calculation.id} has inclusive tax; the shop sends exclusive amounts`);
  const lines = new Map<string, TaxLine>();
  for (const entry of calculation.tax_breakdown) {
    if (entry.amount === 0) continue;
    const details = entry.tax_rate_details;
    const kind = details.tax_type ? KINDS[details.tax_type] : undefined;
    if (!kind) throw new PaymentsError('provider_error', `Stripe Tax answered a tax type the shop cannot show: ${details.tax_type ?? 'none'}`);
    const jurisdiction = kind === 'GST' ? 'CA' : (details.state ?? details.country ?? '');
    const rate = ratePer100k(details.percentage_decimal);
    const key = `${kind}:${jurisdiction}:${rate}`;
    const previous = lines.get(key);
    const amountCents = (previous?.amount.amountCents ?? 0) + entry.amount;
    lines.set(key, { kind, jurisdiction, ratePer100k: rate, amount: money(amountCents, currency) });
  }
  const sum = [...lines.values()].reduce((total, line) => total + line.amount.amountCents, 0);
  if (sum !== calculation.tax_amount_exclusive) {
    throw new PaymentsError('provider_error', `Stripe Tax calculation ${calculation.id}: the breakdown (${sum}) does not add up to its tax (${calculation.tax_amount_exclusive})`);
  }
  return [...lines.values()];
}
