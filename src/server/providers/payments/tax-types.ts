/**
 * The Stripe Tax calls the shop makes (docs.stripe.com/tax/custom), as a port: the order services run
 * the same code against Stripe and the loopback fake. Only the fields the shop reads are typed.
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

export interface TaxCalculator {
  calculate(input: TaxCalculationInput, idempotencyKey: string): Promise<StripeTaxCalculation>;
  /** Records a paid order's calculation (reference = the order id); the key makes a retry record nothing more. */
  recordTransaction(calculationId: string, reference: string, idempotencyKey: string): Promise<StripeTaxTransaction>;
}
