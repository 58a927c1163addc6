import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../../shared/ids';

/** A confirm link works for two days: a sign-up is confirmed at once or forgotten. */
export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** The random token of a confirm link (only its SHA-256 is stored). */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const mac = (secret: string, subscriberId: string) => createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');

/**
 * The unsubscribe token in every newsletter mail: the subscriber's id and an HMAC of it under the app's
 * secret. It never expires (an old mail must still unsubscribe) and needs no stored state.
 */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${mac(secret, subscriberId)}`;
}

/** The subscriber id a token names, or null when its signature does not match. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined || !isUuid(id)) return null;
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
