import type Stripe from 'stripe';
import type { StripeTaxSettings } from './settings';
import { asShopType, callStripe, createStripeClient, type StripeClientOptions } from './stripe-client';
import { StripeTax } from './stripe-tax';
import type { TaxCalculator } from './tax-types';
import { type CreateCheckoutInput, PaymentsError, type PaymentsPort, type ProviderCheckoutSession, type ProviderRefund, type ProviderSubscription } from './types';

/** Stripe: Checkout Sessions, subscriptions, the Billing customer portal and refunds, through the SDK. */
export class StripePayments implements PaymentsPort {
  readonly kind = 'stripe' as const;
  readonly testMode: boolean;
  /** Stripe Tax, when STRIPE_TAX=true: orders are taxed by Stripe's calculation instead of the shop's table. */
  readonly tax: TaxCalculator | undefined;
  private readonly sdk: Stripe | undefined;
  private readonly timeoutMs: number;

  constructor(options: Omit<StripeClientOptions, 'secretKey'> & { secretKey: string | undefined; tax?: StripeTaxSettings }) {
    this.sdk = options.secretKey ? createStripeClient({ ...options, secretKey: options.secretKey }) : undefined;
    this.timeoutMs = options.timeoutMs;
    this.tax = options.tax?.enabled ? new StripeTax((what, call) => this.call(what, call), options.tax) : undefined;
    // Test keys (sk_test_…, rk_test_…) take no real money: the pages say so.
    this.testMode = !options.secretKey || /_test_/.test(options.secretKey);
  }

  /** One SDK call, with its deadline and its failures as PaymentsError; `not_configured` without a key. */
  private call<T>(what: string, call: (sdk: Stripe) => Promise<T>): Promise<T> {
    const sdk = this.sdk;
    if (!sdk) return Promise.reject(new PaymentsError('not_configured', 'STRIPE_SECRET_KEY is not set'));
    return callStripe(what, this.timeoutMs, () => call(sdk));
  }

  async createCheckout(input: CreateCheckoutInput) {
    const metadata = { ...input.metadata, checkoutId: input.checkoutId, userId: input.userId, purpose: input.purpose };
    const params: Stripe.Checkout.SessionCreateParams = {
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
      locale: input.locale,
    };
    if (input.customerId) params.customer = input.customerId;
    else if (input.email) params.customer_email = input.email;
    if (input.mode === 'subscription') params.subscription_data = { metadata };
    else params.payment_intent_data = { metadata };
    if (input.mode === 'payment' && !input.customerId) params.customer_creation = 'always';
    const session = asShopType<ProviderCheckoutSession>(
      await this.call('create checkout session', (sdk) => sdk.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey })),
    );
    if (!session.url) throw new PaymentsError('provider_error', 'Stripe returned a Checkout Session without a url');
    return { ...session, url: session.url };
  }

  async retrieveCheckout(sessionId: string) {
    return asShopType<ProviderCheckoutSession>(await this.call('retrieve checkout session', (sdk) => sdk.checkout.sessions.retrieve(sessionId)));
  }

  async retrieveSubscription(subscriptionId: string) {
    return asShopType<ProviderSubscription>(await this.call('retrieve subscription', (sdk) => sdk.subscriptions.retrieve(subscriptionId)));
  }

  async changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string) {
    const current = await this.retrieveSubscription(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new PaymentsError('invalid_request', `Subscription ${subscriptionId} has no item`);
    const params: Stripe.SubscriptionUpdateParams = { items: [{ id: item.id, price: priceId }], proration_behavior: 'create_prorations', cancel_at_period_end: false };
    return asShopType<ProviderSubscription>(await this.call('change subscription price', (sdk) => sdk.subscriptions.update(subscriptionId, params, { idempotencyKey })));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string) {
    return asShopType<ProviderSubscription>(
      await this.call('cancel subscription at period end', (sdk) => sdk.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey })),
    );
  }

  async billingPortalUrl(customerId: string, returnUrl: string) {
    const session = await this.call('create billing portal session', (sdk) =>
      sdk.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey: `portal-${customerId}-${Date.now()}` }),
    );
    return session.url;
  }

  async refund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }) {
    return asShopType<ProviderRefund>(
      await this.call('refund', (sdk) => sdk.refunds.create({ payment_intent: input.paymentIntentId, amount: input.amountCents }, { idempotencyKey: input.idempotencyKey })),
    );
  }
}
