import { randomBytes } from 'node:crypto';
import type { FormNode, FormTree } from './form';

/**
 * Stripe Tax in the loopback fake, from Stripe's API reference (docs.stripe.com/api/tax/calculations,
 * /tax/transactions): `POST /v1/tax/calculations` and `POST /v1/tax/transactions/create_from_calculation`.
 * Like Stripe, tax is computed per line item and for shipping, each rounded to the cent, and the
 * breakdown is summed per rate — so a cart's tax can differ by a cent from a tax on the whole amount,
 * which is why the shop shows Stripe's figure. The rates are this fake's own (Canada, 2025), written
 * apart from the shop's table. Errors follow Stripe's: 400 `customer_tax_location_invalid` for an
 * address it cannot place, 400 `stripe_tax_inactive` when Stripe Tax is not set up (`inactive`),
 * 404 `resource_missing` for an unknown calculation, 400 for a reference already used.
 */

type Obj = Record<string, unknown> & { id: string; object: string };
type Rate = { type: 'gst' | 'hst' | 'pst' | 'qst' | 'rst'; percent: string };
type TaxType = Rate['type'] | 'sales_tax';
export type FakeTaxAnswer = { status: number; body: unknown } | { error: [number, string, string, Record<string, unknown>?] };

const GST: Rate = { type: 'gst', percent: '5.0' };
const CANADA: Record<string, Rate[]> = {
  AB: [GST],
  BC: [GST, { type: 'pst', percent: '7.0' }],
  MB: [GST, { type: 'rst', percent: '7.0' }],
  NB: [{ type: 'hst', percent: '15.0' }],
  NL: [{ type: 'hst', percent: '15.0' }],
  NS: [{ type: 'hst', percent: '14.0' }],
  NT: [GST],
  NU: [GST],
  ON: [{ type: 'hst', percent: '13.0' }],
  PE: [{ type: 'hst', percent: '15.0' }],
  QC: [GST, { type: 'qst', percent: '9.975' }],
  SK: [GST, { type: 'pst', percent: '6.0' }],
  YT: [GST],
};
/** The first letter of a Canadian postal code names its province (X: NT or NU). */
const POSTAL_FIRST: Record<string, string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const str = (v: FormNode | undefined) => (typeof v === 'string' ? v : undefined);
const tree = (v: FormNode | undefined): FormTree => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const list = (v: FormNode | undefined): FormNode[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);
/** Half away from zero, as Stripe rounds tax amounts. */
const taxOf = (amount: number, percent: string) => Math.round((amount * Number.parseFloat(percent)) / 100);

export interface FakeStripeTax {
  calculations: Map<string, Obj>;
  transactions: Map<string, Obj>;
  /** Which calculation each transaction was made from (Stripe keeps this; its object does not show it). */
  recordedFrom: Map<string, string>;
  /** Stripe Tax not activated on the account: calculations answer `stripe_tax_inactive`. */
  inactive: boolean;
  handle(method: string, pathname: string, params: FormTree): FakeTaxAnswer | undefined;
}

export function createFakeStripeTax(): FakeStripeTax {
  const calculations = new Map<string, Obj>();
  const transactions = new Map<string, Obj>();
  const recordedFrom = new Map<string, string>();
  const state: FakeStripeTax = { calculations, transactions, recordedFrom, inactive: false, handle };

  function calculate(p: FormTree): FakeTaxAnswer {
    if (state.inactive) return { error: [400, 'invalid_request_error', 'Stripe Tax has not been activated on your account.', { code: 'stripe_tax_inactive' }] };
    const currency = str(p.currency);
    if (!currency) return { error: [400, 'invalid_request_error', 'Missing required param: currency.', { param: 'currency' }] };
    const items = list(p.line_items).map(tree);
    if (items.length === 0) return { error: [400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items' }] };
    const references = new Set<string>();
    for (const [i, item] of items.entries()) {
      const amount = Number(str(item.amount));
      if (!Number.isInteger(amount) || amount < 0)
        return { error: [400, 'invalid_request_error', `Invalid integer: line_items[${i}][amount]`, { param: `line_items[${i}][amount]` }] };
      const reference = str(item.reference);
      if (reference && references.has(reference))
        return { error: [400, 'invalid_request_error', `Duplicate reference ${reference} in line_items.`, { param: `line_items[${i}][reference]` }] };
      if (reference) references.add(reference);
    }
    const address = tree(tree(p.customer_details).address);
    const country = str(address.country);
    const region = str(address.state)?.toUpperCase();
    const postal = str(address.postal_code)?.toUpperCase() ?? '';
    const invalidLocation: FakeTaxAnswer = {
      error: [
        400,
        'invalid_request_error',
        "We could not determine the customer's tax location based on the provided customer address.",
        { code: 'customer_tax_location_invalid' },
      ],
    };
    if (!country) return { error: [400, 'invalid_request_error', 'Missing required param: customer_details[address][country].', { param: 'customer_details[address][country]' }] };
    let rates: Rate[] = [];
    if (country === 'CA') {
      if (!region || !CANADA[region] || !POSTAL_FIRST[postal[0]]?.includes(region)) return invalidLocation;
      rates = CANADA[region];
    } else if (country === 'US') {
      if (!region || !/^\d{5}(-\d{4})?$/.test(postal)) return invalidLocation;
    } else return invalidLocation;

    const shipping = tree(p.shipping_cost);
    const shippingAmount = Number(str(shipping.amount) ?? 0);
    const amounts = [...items.map((item) => Number(str(item.amount))), shippingAmount];
    const breakdown = rates.map(
      (
        rate,
      ): { amount: number; inclusive: boolean; taxable_amount: number; taxability_reason: string; tax_rate_details: Record<string, string | null> & { tax_type: TaxType } } => {
        const amount = amounts.reduce((sum, a) => sum + taxOf(a, rate.percent), 0);
        const taxable = amounts.reduce((sum, a) => sum + a, 0);
        return {
          amount,
          inclusive: false,
          taxable_amount: taxable,
          taxability_reason: 'standard_rated',
          tax_rate_details: {
            country: 'CA',
            state: rate.type === 'gst' ? null : region,
            percentage_decimal: rate.percent,
            tax_type: rate.type,
            flat_amount: null,
            rate_type: 'percentage',
          },
        };
      },
    );
    if (country === 'US') {
      // The shop is not registered in any state here: Stripe answers the state at 0, not collecting.
      breakdown.push({
        amount: 0,
        inclusive: false,
        taxable_amount: 0,
        taxability_reason: 'not_collecting',
        tax_rate_details: { country: 'US', state: region ?? null, percentage_decimal: '0.0', tax_type: 'sales_tax', flat_amount: null, rate_type: 'percentage' },
      });
    }
    const tax = breakdown.reduce((sum, b) => sum + b.amount, 0);
    const calculation: Obj = {
      id: newId('taxcalc'),
      object: 'tax.calculation',
      amount_total: amounts.reduce((sum, a) => sum + a, 0) + tax,
      currency,
      customer: null,
      customer_details: {
        address: { ...address, line2: str(address.line2) ?? null },
        address_source: str(tree(p.customer_details).address_source) ?? 'billing',
        tax_ids: [],
        taxability_override: 'none',
      },
      expires_at: Math.floor(Date.now() / 1000) + 90 * 86_400,
      livemode: false,
      ship_from_details: null,
      shipping_cost:
        shipping.amount !== undefined
          ? { amount: shippingAmount, amount_tax: 0, tax_behavior: str(shipping.tax_behavior) ?? 'exclusive', tax_code: str(shipping.tax_code) ?? 'txcd_92010001' }
          : null,
      tax_amount_exclusive: tax,
      tax_amount_inclusive: 0,
      tax_breakdown: breakdown,
      tax_date: Math.floor(Date.now() / 1000),
    };
    calculations.set(calculation.id, calculation);
    return { status: 200, body: calculation };
  }

  function createFromCalculation(p: FormTree): FakeTaxAnswer {
    const calculationId = str(p.calculation);
    if (!calculationId) return { error: [400, 'invalid_request_error', 'Missing required param: calculation.', { param: 'calculation' }] };
    const reference = str(p.reference);
    if (!reference) return { error: [400, 'invalid_request_error', 'Missing required param: reference.', { param: 'reference' }] };
    const calculation = calculations.get(calculationId);
    if (!calculation) return { error: [404, 'invalid_request_error', `No such tax calculation: '${calculationId}'`, { code: 'resource_missing', param: 'calculation' }] };
    if ([...transactions.values()].some((t) => t.reference === reference)) {
      return { error: [400, 'invalid_request_error', `A transaction with reference '${reference}' already exists.`, { param: 'reference' }] };
    }
    const transaction: Obj = {
      id: newId('tax_1'),
      object: 'tax.transaction',
      reference,
      type: 'transaction',
      currency: calculation.currency,
      customer_details: calculation.customer_details,
      shipping_cost: calculation.shipping_cost,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    transactions.set(transaction.id, transaction);
    recordedFrom.set(transaction.id, calculationId);
    return { status: 200, body: transaction };
  }

  function handle(method: string, pathname: string, params: FormTree): FakeTaxAnswer | undefined {
    if (method === 'POST' && pathname === '/v1/tax/calculations') return calculate(params);
    if (method === 'POST' && pathname === '/v1/tax/transactions/create_from_calculation') return createFromCalculation(params);
    return undefined;
  }

  return state;
}
