import type { StripeTaxSettings } from './settings';

/**
 * Stripe Tax for a custom flow (docs.stripe.com/tax/custom): the cart asks for a Tax Calculation with
 * the shipping address, shows its tax, the checkout charges exactly that amount, and once paid the
 * calculation becomes a Tax Transaction (what Stripe reports and files). Only the fields the shop reads
 * are typed.
 */

export interface TaxAddress {
  line1: string;
  line2?: string;
  city: string;
  /** Province, territory or state code (ON, QC, WA…). */
  state: string;
  postalCode: string;
  country: 'CA' | 'US';
}

export interface TaxCalculationInput {
  currency: string;
  /** One per order line; `reference` must be unique within the calculation. */
  lines: Array<{ reference: string; amountCents: number }>;
  shippingCents: number;
  address: TaxAddress;
}

/** Stripe's `tax.calculation` (API 2025-08): the breakdown sums the tax of the lines and of shipping. */
export interface StripeTaxCalculation {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: string;
  expires_at: number | null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_breakdown: Array<{
    amount: number;
    inclusive: boolean;
    taxable_amount: number;
    taxability_reason: string;
    tax_rate_details: { country: string | null; state: string | null; percentage_decimal: string; tax_type: string | null };
  }>;
}

export interface StripeTaxTransaction {
  id: string;
  object: 'tax.transaction';
  reference: string;
}

/** The Stripe Tax calls the shop makes; a port so the order services run the same code against the fake. */
export interface TaxCalculator {
  calculate(input: TaxCalculationInput, idempotencyKey: string): Promise<StripeTaxCalculation>;
  /** Records a paid order's calculation (reference = the order id); the key makes a retry record nothing more. */
  recordTransaction(calculationId: string, reference: string, idempotencyKey: string): Promise<StripeTaxTransaction>;
}

/** The one call of Stripe's client these need (StripeApi.post; not imported, which would make a cycle through types.ts). */
interface StripePoster {
  post<T>(path: string, params: Record<string, unknown>, idempotencyKey: string): Promise<T>;
}

export class StripeTax implements TaxCalculator {
  constructor(
    private readonly api: () => StripePoster,
    private readonly settings: Pick<StripeTaxSettings, 'productTaxCode' | 'shippingTaxCode'>,
  ) {}

  calculate(input: TaxCalculationInput, idempotencyKey: string): Promise<StripeTaxCalculation> {
    const { address } = input;
    return this.api().post<StripeTaxCalculation>(
      '/v1/tax/calculations',
      {
        currency: input.currency.toLowerCase(),
        line_items: input.lines.map((line) => ({ amount: line.amountCents, reference: line.reference, tax_code: this.settings.productTaxCode, tax_behavior: 'exclusive' })),
        shipping_cost: { amount: input.shippingCents, tax_code: this.settings.shippingTaxCode, tax_behavior: 'exclusive' },
        customer_details: {
          address: { line1: address.line1, line2: address.line2 || undefined, city: address.city, state: address.state, postal_code: address.postalCode, country: address.country },
          address_source: 'shipping',
        },
      },
      idempotencyKey,
    );
  }

  recordTransaction(calculationId: string, reference: string, idempotencyKey: string): Promise<StripeTaxTransaction> {
    return this.api().post<StripeTaxTransaction>('/v1/tax/transactions/create_from_calculation', { calculation: calculationId, reference }, idempotencyKey);
  }
}
