import { createHash } from 'node:crypto';
import type { ShippingAddress } from '../../../shared/api/orders';
import { sumMoney } from '../../../shared/money';
import { type OrderTotal, orderTotal } from '../../../shared/pricing/order-total';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import type { ShippingMethod, StickerOptions } from '../../../shared/sticker';
import type { TaxDestination } from '../../../shared/tax/tax';
import { DomainError } from '../../domain/errors';
import { PaymentsError, type PaymentsPort, type TaxCalculationInput, type TaxCalculator } from '../../providers/payments';
import { paymentsFailure } from '../payments/errors';
import { taxLinesFromCalculation } from './stripe-tax-lines';

export type TaxSource = 'table' | 'stripe';

export type OrderFigures =
  | { ok: true; total: OrderTotal; taxSource: TaxSource /** Stripe Tax's calculation (recorded once the order is paid). */; taxCalculationId?: string }
  | { ok: false; lineIndex: number; error: Extract<ReturnType<typeof orderTotal>, { ok: false }>['error'] };

export interface OrderFiguresInput {
  lines: readonly StickerOptions[];
  method: ShippingMethod;
  address: ShippingAddress;
  date: Date;
}

/** The same request always sends the same key: a retried or repeated cart view replays Stripe's calculation. */
function calculationKey(input: OrderFiguresInput, total: OrderTotal): string {
  const { address } = input;
  const what = JSON.stringify([total.lines.map((q) => q.line.amountCents), total.shipping.amountCents, address, input.date.toISOString().slice(0, 10)]);
  return `taxcalc-${createHash('sha256').update(what).digest('hex').slice(0, 40)}`;
}

/** Stripe's answers as the shopper reads them: an address it cannot place is theirs to correct. */
async function calculate(tax: TaxCalculator, input: TaxCalculationInput, key: string) {
  try {
    return await tax.calculate(input, key);
  } catch (err) {
    if (!(err instanceof PaymentsError)) throw err;
    if (err.providerCode === 'customer_tax_location_invalid') {
      throw new DomainError('invalid', 'tax_location_invalid', 'We could not work out the tax for this address. Please check the postal code and the province or state.', {
        field: 'address',
      });
    }
    throw paymentsFailure(err);
  }
}

/**
 * An order's figures as it will be charged: every line quoted with the current table and
 * shipping priced by the shared, pure `orderTotal`; the tax is the shop's dated table, or — with Stripe
 * Tax configured (STRIPE_TAX=true) — Stripe's calculation for the shipping address. The cart shows
 * these figures and the checkout charges them, so the tax shown is the tax charged either way.
 */
export async function orderFigures(payments: Pick<PaymentsPort, 'tax'>, priced: VersionedPriceTable, input: OrderFiguresInput): Promise<OrderFigures> {
  const destination = { country: input.address.country, region: input.address.region } as TaxDestination;
  const figures = orderTotal(input.lines, priced, { method: input.method, destination, date: input.date });
  if (!figures.ok) return figures;
  if (!payments.tax) return { ok: true, total: figures.total, taxSource: 'table' };

  const total = figures.total;
  const currency = priced.table.currency;
  const { address } = input;
  const calculation = await calculate(
    payments.tax,
    {
      currency,
      lines: total.lines.map((q, index) => ({ reference: `line-${index + 1}`, amountCents: q.line.amountCents })),
      shippingCents: total.shipping.amountCents,
      address: { line1: address.line1, line2: address.line2, city: address.city, state: address.region, postalCode: address.postalCode, country: address.country },
    },
    calculationKey(input, total),
  );
  const taxLines = taxLinesFromCalculation(calculation, currency);
  const tax = sumMoney(
    taxLines.map((line) => line.amount),
    currency,
  );
  return {
    ok: true,
    taxSource: 'stripe',
    taxCalculationId: calculation.id,
    total: { ...total, taxLines, tax, total: sumMoney([total.subtotal, total.shipping, tax], currency) },
  };
}
