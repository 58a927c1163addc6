import type { Db } from '../../db/client';
import { componentLog } from '../../log/logger';
import { LocalPayments } from './local';
import type { PaymentsConfig } from './settings';
import { StripePayments } from './stripe';
import type { PaymentsPort } from './types';

export { LocalPayments } from './local';
export type { PaymentsConfig, PaymentsProviderName } from './settings';
export { StripePayments } from './stripe';
export type { StripeTaxCalculation, TaxAddress, TaxCalculationInput, TaxCalculator } from './tax-types';
export type * from './types';
export { PaymentsError } from './types';
export { constructWebhookEvent, SignatureError, signWebhookPayload } from './webhook-signature';

/**
 * PAYMENTS_PROVIDER picks the engine: `local` (the default: the test-mode checkout page, needs nothing)
 * or `stripe`. Stripe without STRIPE_SECRET_KEY is still built; its calls answer `not_configured`.
 */
export function createPayments(config: { payments: PaymentsConfig; publicUrl: string; isProduction?: boolean }, db: Db): PaymentsPort {
  const { payments } = config;
  if (config.isProduction && payments.provider === 'local') {
    // Only reached with PAYMENTS_ALLOW_TEST_MODE=true (loadConfig refuses otherwise): a demo, said at every start.
    componentLog('payments').warn(
      { provider: 'local' },
      'PAYMENTS_PROVIDER=local in production (PAYMENTS_ALLOW_TEST_MODE=true): checkouts are in TEST MODE and take no money. Set PAYMENTS_PROVIDER=stripe to sell.',
    );
  }
  if (payments.provider === 'stripe') {
    return new StripePayments({
      secretKey: payments.stripe.secretKey,
      apiBase: payments.stripe.apiBase,
      apiVersion: payments.stripe.apiVersion,
      timeoutMs: payments.timeoutMs,
      maxRetries: payments.maxRetries,
      tax: payments.stripe.tax,
    });
  }
  return new LocalPayments(db, { publicUrl: config.publicUrl, webhookSecret: payments.webhookSecret });
}
