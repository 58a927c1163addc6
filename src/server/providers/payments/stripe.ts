import type { StripeTaxSettings } from './settings';
import { type FormValue, StripeApi, type StripeApiOptions } from './stripe-api';
import { StripeTax, type TaxCalculator } from './stripe-tax';
import { type CreateCheckoutInput, PaymentsError, type PaymentsPort, type ProviderCheckoutSession, type ProviderRefund, type ProviderSubscription } from './types';

/** Stripe: Checkout Sessions, subscriptions, the Billing customer portal and refunds (docs.stripe.com/api). */
export class StripePayments implements PaymentsPort {
  readonly kind = 'stripe' as const;
  readonly testMode: boolean;
  /** Stripe Tax, when STRIPE_TAX=true: orders are taxed by Stripe's calculation instead of the shop's table. */
  readonly tax: TaxCalculator | undefined;
  private readonly api: StripeApi | undefined;

  constructor(options: Omit<StripeApiOptions, 'secretKey'> & { secretKey: string | undefined; tax?: StripeTaxSettings }) {
    this.api = options.secretKey ? new StripeApi({ ...options, secretKey: options.secretKey }) : undefined;
    this.tax = options.tax?.enabled ? new StripeTax(() => this.client, options.tax) : undefined;
    // Test keys (sk_test_…, rk_test_…) take no real money: the pages say so.
    this.testMode = !options.secretKey || /_test_/.test(options.secretKey);
  }

  private get client(): StripeApi {
    if (!this.api) throw new PaymentsError('not_configured', 'STRIPE_SECRET_KEY is not set');
    return this.api;
  }

  async createCheckout(input: CreateCheckoutInput) {
    const metadata = { ...input.metadata, checkoutId: input.checkoutId, userId: input.userId, purpose: input.purpose };
    const params: Record<string, FormValue> = {
      mode: input.mode,
      client_reference_id: input.checkoutId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata,
      line_items: input.lineItems.map((item) =>
        item.priceId
          ? { price: item.priceId, quantity: item.quantity }
          : {
              quantity: item.quantity,
              price_data: {
                currency: item.currency.toLowerCase(),
                unit_amount: item.amountCents,
                product_data: { name: item.name },
                recurring: item.recurring ? { interval: item.recurring.interval } : undefined,
              },
            },
      ),
      locale: input.locale === 'zh' ? 'zh' : input.locale === 'en' ? 'en' : undefined,
    };
    if (input.customerId) params.customer = input.customerId;
    else if (input.email) params.customer_email = input.email;
    if (input.mode === 'subscription') params.subscription_data = { metadata };
    else params.payment_intent_data = { metadata };
    if (input.mode === 'payment' && !input.customerId) params.customer_creation = 'always';
    const session = await this.client.post<ProviderCheckoutSession>('/v1/checkout/sessions', params, input.idempotencyKey);
    if (!session.url) throw new PaymentsError('provider_error', 'Stripe returned a Checkout Session without a url');
    return { ...session, url: session.url };
  }

  async retrieveCheckout(sessionId: string) {
    return this.client.get<ProviderCheckoutSession>(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`);
  }

  async retrieveSubscription(subscriptionId: string) {
    return this.client.get<ProviderSubscription>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
  }

  async changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string) {
    const current = await this.retrieveSubscription(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new PaymentsError('invalid_request', `Subscription ${subscriptionId} has no item`);
    return this.client.post<ProviderSubscription>(
      `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
      { items: [{ id: item.id, price: priceId }], proration_behavior: 'create_prorations', cancel_at_period_end: false },
      idempotencyKey,
    );
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string) {
    return this.client.post<ProviderSubscription>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, { cancel_at_period_end: cancel }, idempotencyKey);
  }

  async billingPortalUrl(customerId: string, returnUrl: string) {
    const session = await this.client.post<{ url: string }>('/v1/billing_portal/sessions', { customer: customerId, return_url: returnUrl }, `portal-${customerId}-${Date.now()}`);
    return session.url;
  }

  async refund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }) {
    return this.client.post<ProviderRefund>('/v1/refunds', { payment_intent: input.paymentIntentId, amount: input.amountCents }, input.idempotencyKey);
  }
}
