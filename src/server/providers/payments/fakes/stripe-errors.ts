import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../../ai/fakes/loopback';

/** Stripe's error answers in the loopback fake: `{ error: { type, code, message } }` with a `Request-Id`. */

/** A failure the fake can be told to answer with (fake-stripe.ts lists what the SDK does with each). */
export type FakeStripeFailure = 'lock_timeout' | 'rate_limit' | 'api_error';
export const FAILURE_KINDS: readonly FakeStripeFailure[] = ['lock_timeout', 'rate_limit', 'api_error'];

export function stripeError(res: ServerResponse, status: number, type: string, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  sendJson(res, status, { error: { type, message, ...extra } }, { 'request-id': `req_${randomBytes(8).toString('hex')}`, ...headers });
}

/** The answer of an injected failure, as Stripe gives it. */
export function fail(res: ServerResponse, failure: FakeStripeFailure) {
  if (failure === 'lock_timeout')
    return stripeError(
      res,
      429,
      'invalid_request_error',
      'This object cannot be accessed right now because another API request or Stripe process is currently accessing it. If you see this error intermittently, retry the request.',
      { code: 'lock_timeout' },
      { 'stripe-should-retry': 'true' },
    );
  if (failure === 'rate_limit')
    return stripeError(res, 429, 'invalid_request_error', 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.', {
      code: 'rate_limit',
    });
  return stripeError(res, 500, 'api_error', "Something went wrong on Stripe's end.");
}
