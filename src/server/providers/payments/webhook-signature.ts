import Stripe from 'stripe';

/**
 * Webhook signatures in Stripe's scheme — `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, keyed by the endpoint secret — made and checked by Stripe's SDK, for both
 * providers (the test-mode provider signs its events the same way). The raw body is what is signed, so
 * verification must see the exact bytes received.
 */

/** Stripe's default: a signature more than 5 minutes off is refused, so a captured event cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureFailure = 'missing_header' | 'malformed_header' | 'no_matching_signature' | 'timestamp_outside_tolerance';

export class SignatureError extends Error {
  constructor(readonly reason: SignatureFailure) {
    super(`Webhook signature refused: ${reason}`);
    this.name = 'SignatureError';
  }
}

/** The header value for `payload` signed at `timestamp` (seconds). */
export function signWebhookPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * The event in `rawBody`, once one of the header's v1 signatures matches and its time is within the
 * tolerance. Throws SignatureError when refused, SyntaxError when a signed body is not JSON.
 */
export function constructWebhookEvent(rawBody: string, header: string | undefined, secret: string, options: { nowSeconds?: number } = {}): unknown {
  if (!header) throw new SignatureError('missing_header');
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, nowSeconds * 1000);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new SignatureError(failureOf(err.message));
    // A signed body that is not JSON: its date is judged before the body is.
    refuseFutureDated(header, nowSeconds);
    throw err;
  }
  refuseFutureDated(header, nowSeconds);
  return event;
}

/**
 * The SDK refuses signatures older than the tolerance; the shop also refuses ones dated further ahead of
 * its clock, so a header cannot stay valid longer than the tolerance whichever clock is wrong.
 */
function refuseFutureDated(header: string, nowSeconds: number): void {
  if (signedAt(header) - nowSeconds > SIGNATURE_TOLERANCE_SECONDS) throw new SignatureError('timestamp_outside_tolerance');
}

/** The header's `t=` (the SDK has already refused a header without one). */
function signedAt(header: string): number {
  const match = /(?:^|,)t=(\d+)(?:,|$)/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}

/** The SDK says why in its message only; the reason is kept for the logs (the answer is the same 400). */
function failureOf(message: string): SignatureFailure {
  if (/tolerance/i.test(message)) return 'timestamp_outside_tolerance';
  if (/unable to extract|expected scheme/i.test(message)) return 'malformed_header';
  return 'no_matching_signature';
}
