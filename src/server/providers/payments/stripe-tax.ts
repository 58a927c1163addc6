import type Stripe from 'stripe';
import type { StripeTaxSettings } from './settings';
import { asShopType } from './stripe-client';
import type { StripeTaxCalculation, StripeTaxTransaction, TaxCalculationInput, TaxCalculator } from './tax-types';

/**
 * Stripe Tax for a custom flow (docs.stripe.com/tax/custom): the cart asks for a Tax Calculation with
 * the shipping address, shows its tax, the checkout charges exactly that amount, and once paid the
 * calculation becomes a Tax Transaction (what Stripe reports and files).
 */

/** Runs one SDK call with the provider's deadline and error mapping (StripePayments.call). */
export type StripeCall = <T>(what: string, call: (sdk: Stripe) => Promise<T>) => Promise<T>;

export class StripeTax implements TaxCalculator {
  constructor(
    private readonly call: StripeCall,
    private readonly settings: Pick<StripeTaxSettings, 'productTaxCode' | 'shippingTaxCode'>,
  ) {}

  async calculate(input: TaxCalculationInput, idempotencyKey: string): Promise<StripeTaxCalculation> {
    const { address } = input;
    const params: Stripe.Tax.CalculationCreateParams = {
      currency: input.currency.toLowerCase(),
      line_items: input.lines.map((line) => ({ amount: line.amountCents, reference: line.reference, tax_code: this.settings.productTaxCode, tax_behavior: 'exclusive' })),
      shipping_cost: { amount: input.shippingCents, tax_code: this.settings.shippingTaxCode, tax_behavior: 'exclusive' },
      customer_details: {
        address: { line1: address.line1, line2: address.line2 || undefined, city: address.city, state: address.state, postal_code: address.postalCode, country: address.country },
        address_source: 'shipping',
      },
    };
    return asShopType(await this.call('tax calculation', (sdk) => sdk.tax.calculations.create(params, { idempotencyKey })));
  }

  async recordTransaction(calculationId: string, reference: string, idempotencyKey: string): Promise<StripeTaxTransaction> {
    return asShopType(await this.call('tax transaction', (sdk) => sdk.tax.transactions.createFromCalculation({ calculation: calculationId, reference }, { idempotencyKey })));
  }
}
