import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GuestFingerprint } from '../../../shared/api/guests';

/** A key for one purpose derived from the server secret, so a fingerprint hash can never pass for a token MAC. */
function purposeKey(secret: string, purpose: 'guest-fingerprint' | 'guest-token'): Buffer {
  return createHmac('sha256', secret).update(`sticker-studio:${purpose}`).digest();
}

/**
 * The server's name for a browser: an HMAC of the SPEC §7 payload fields except the timestamp. Keyed
 * with the server secret, so the stored value reveals nothing and cannot be computed from outside.
 */
export function fingerprintHash(secret: string, payload: GuestFingerprint): string {
  const fields = [payload.userAgent, payload.language, payload.platform, payload.screenResolution, payload.timezone];
  return createHmac('sha256', purposeKey(secret, 'guest-fingerprint')).update(JSON.stringify(fields)).digest('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token naming one spent guest use: base64url({id, exp}) "." base64url(HMAC). */
export function signGuestToken(secret: string, claims: { id: string; expiresAt: Date }): string {
  const body = Buffer.from(JSON.stringify({ id: claims.id, exp: claims.expiresAt.getTime() })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The use id a token names, if its MAC is right and it has not expired at `now`; else null (never throws). */
export function verifyGuestToken(secret: string, token: string, now: Date): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: { id?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.id !== 'string' || !UUID.test(claims.id) || typeof claims.exp !== 'number') return null;
  return claims.exp > now.getTime() ? claims.id : null;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', purposeKey(secret, 'guest-token')).update(body).digest('base64url');
}
