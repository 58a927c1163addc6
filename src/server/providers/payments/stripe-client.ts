import Stripe from 'stripe';
import { PaymentsError, type PaymentsErrorCode } from './types';

/**
 * Stripe's official SDK (decision 75), configured from the payments settings: the address comes from
 * STRIPE_API_BASE (the loopback fake in tests), the SDK retries what Stripe says is safe to retry
 * (dropped connections, timeouts, 409, 5xx, and 429s sent with `Stripe-Should-Retry: true`) with the
 * same idempotency key, and each call has one deadline, retries included. Stripe's failures become
 * PaymentsError codes, which the services and the web know.
 */

export interface StripeClientOptions {
  secretKey: string;
  /** An origin: https://api.stripe.com, or the loopback fake in tests (STRIPE_API_BASE). */
  apiBase: string;
  apiVersion: string;
  timeoutMs: number;
  maxRetries: number;
}

export function createStripeClient(options: StripeClientOptions): Stripe {
  const base = new URL(options.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    // The shop reads Stripe's answers through its own types (types.ts), so it can pin a version older
    // than the one the SDK's types describe.
    apiVersion: options.apiVersion as Stripe.LatestApiVersion,
    host: base.hostname.replace(/^\[|\]$/g, ''),
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // The SDK's timeout bounds one attempt; `callStripe` bounds the whole call.
    timeout: options.timeoutMs,
    maxNetworkRetries: options.maxRetries,
    typescript: true,
  });
}

/**
 * Runs one SDK call under a deadline that covers its retries, and answers a failure as PaymentsError.
 * Past the deadline a retry may still reach Stripe; it carries the call's idempotency key, so it changes
 * nothing a second time.
 */
export async function callStripe<T>(what: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentsError('timeout', `Stripe ${what} took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([call(), deadline]);
  } catch (err) {
    throw paymentsErrorOf(err, what);
  } finally {
    clearTimeout(timer);
  }
}

/** Stripe's answer seen through the shop's own types (types.ts, tax-types.ts), which name only the fields it reads, at the pinned API version. */
export const asShopType = <T>(answer: object) => answer as unknown as T;

export function paymentsErrorOf(err: unknown, what: string): PaymentsError {
  if (err instanceof PaymentsError) return err;
  if (!(err instanceof Stripe.errors.StripeError)) return new PaymentsError('provider_error', `Stripe ${what}: ${(err as Error)?.message ?? String(err)}`);
  const status = err.statusCode;
  return new PaymentsError(codeOf(err), `Stripe ${what}: ${status ?? 'no answer'} ${err.message}`, status, err.code);
}

function codeOf(err: InstanceType<typeof Stripe.errors.StripeError>): PaymentsErrorCode {
  const { errors } = Stripe;
  if (err instanceof errors.StripeCardError) return 'card_declined';
  if (err instanceof errors.StripeIdempotencyError) return 'idempotency_error';
  if (err instanceof errors.StripeRateLimitError) return 'rate_limited';
  if (err instanceof errors.StripeAuthenticationError || err instanceof errors.StripePermissionError) return 'not_configured';
  if (err instanceof errors.StripeConnectionError) return timedOut(err) ? 'timeout' : 'provider_error';
  if (err.statusCode === 404) return 'not_found';
  if (err instanceof errors.StripeInvalidRequestError) return 'invalid_request';
  return 'provider_error';
}

/** The SDK reports an attempt past its `timeout` as a connection error whose cause has code ETIMEDOUT. */
function timedOut(err: InstanceType<typeof Stripe.errors.StripeConnectionError>): boolean {
  const cause = err.detail as { code?: unknown } | undefined;
  return typeof cause === 'object' && cause !== null && cause.code === Stripe.HttpClient.TIMEOUT_ERROR_CODE;
}
