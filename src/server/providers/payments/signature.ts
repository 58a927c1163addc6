import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature scheme, for both providers: the header `Stripe-Signature: t=<unix
 * seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint secret>` (several v1 entries may
 * appear while a secret rolls). The raw body is signed, so verification must see the exact bytes sent.
 */

/** Stripe's default: an event older (or newer) than 5 minutes is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureFailure = 'missing_header' | 'malformed_header' | 'no_matching_signature' | 'timestamp_outside_tolerance';

export class SignatureError extends Error {
  constructor(readonly reason: SignatureFailure) {
    super(`Webhook signature refused: ${reason}`);
    this.name = 'SignatureError';
  }
}

const hmac = (secret: string, timestamp: number, payload: string) => createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** The header value for `payload` signed at `timestamp` (seconds). */
export function signPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Throws SignatureError unless one v1 signature matches and the timestamp is within tolerance. */
export function verifySignature(payload: string, header: string | undefined, secret: string, options: { toleranceSeconds?: number; nowSeconds?: number } = {}): void {
  if (!header) throw new SignatureError('missing_header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) throw new SignatureError('malformed_header');
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected))) throw new SignatureError('no_matching_signature');
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) throw new SignatureError('timestamp_outside_tolerance');
}
