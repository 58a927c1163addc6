import type { TaxCalculator } from './tax-types';

/**
 * The payments port (DESIGN §3): `local` (a test-mode checkout page, the default) or `stripe`. Both
 * speak in Stripe's shapes — sessions, subscriptions, signed events — so the services above them run the
 * same code whichever is configured. Only the fields the shop reads are typed here.
 */

/** What a checkout sells; each purpose has a handler in `services/payments/purposes/`. */
export type CheckoutPurpose = 'order' | 'pack' | 'plan';
export type CheckoutMode = 'payment' | 'subscription';

export interface CheckoutLineItem {
  /** A configured provider price id; when absent, `amountCents` + `name` make an inline price. */
  priceId?: string;
  name: string;
  amountCents: number;
  currency: string;
  quantity: number;
  /** Monthly for plans (mode subscription). */
  recurring?: { interval: 'month' };
}

export interface CreateCheckoutInput {
  purpose: CheckoutPurpose;
  mode: CheckoutMode;
  /** Our checkout row's id: the session carries it back (client_reference_id + metadata). */
  checkoutId: string;
  userId: string;
  email?: string;
  /** The provider's customer, when the user already has one. */
  customerId?: string;
  lineItems: CheckoutLineItem[];
  /** Extra metadata on the session (and on the subscription, for plans). */
  metadata?: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** The same key sends the same request once: a double click never makes two sessions. */
  idempotencyKey: string;
  locale?: 'en' | 'zh';
}

/** A Checkout Session as the shop reads it (Stripe's `checkout.session`). */
export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  mode: CheckoutMode;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  customer: string | null;
  subscription: string | null;
  payment_intent: string | null;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

/** A subscription as the shop reads it: Stripe's `subscription`, periods on its items (API 2025-03+). */
export interface ProviderSubscription {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    data: Array<{ id: string; price: { id: string; metadata?: Record<string, string>; lookup_key?: string | null }; current_period_start?: number; current_period_end?: number }>;
  };
  /** Older API versions keep the period here. */
  current_period_start?: number;
  current_period_end?: number;
}

export interface ProviderRefund {
  id: string;
  status: string;
  amount: number;
  payment_intent: string | null;
}

/** A webhook event after its signature was checked. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { id?: string; object?: string; [key: string]: unknown } };
}

export type PaymentsErrorCode =
  /** The card was declined (402 card_error). */
  | 'card_declined'
  /** 429: Stripe's rate limiter (not retried), or a retryable 429 after the retries. */
  | 'rate_limited'
  /** Same idempotency key, different request: a bug on our side. */
  | 'idempotency_error'
  | 'invalid_request'
  | 'not_found'
  | 'timeout'
  | 'not_configured'
  /** 5xx, network failure, unreadable answer. */
  | 'provider_error';

/** A provider failure; the web shows a translated text chosen by `code`. */
export class PaymentsError extends Error {
  constructor(
    readonly code: PaymentsErrorCode,
    message: string,
    readonly status?: number,
    /** Stripe's own `error.code` (customer_tax_location_invalid…), when it sent one. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'PaymentsError';
  }
}

export interface PaymentsPort {
  readonly kind: 'local' | 'stripe';
  /** Shown on the checkout page and in /subscription: local is clearly labelled test mode. */
  readonly testMode: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckoutSession & { url: string }>;
  retrieveCheckout(sessionId: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Moves the subscription to another price (prorated). */
  changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Stripe's Billing customer portal; local answers its own /subscription page. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  refund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderRefund>;
  /** Stripe Tax when configured (stripe only); absent: orders are taxed by the shop's own dated table. */
  readonly tax?: TaxCalculator;
}
