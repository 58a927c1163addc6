import { createHmac, timingSafeEqual } from 'node:crypto';

/** Names of better-auth's cookies, read from its context (they change with `useSecureCookies`). */
export interface SessionCookieNames {
  sessionToken: string;
  /** Cookies whose presence needs better-auth's own handling ("don't remember me", cookie cache). */
  needsBetterAuth: readonly string[];
}

/**
 * What the Cookie header says about the session, read the way better-auth (better-call's
 * getSignedCookie) reads it: the first cookie of that name, quotes removed, URI-decoded, then
 * `token.signature` with the signature a base64 HMAC-SHA256 of the token under the auth secret.
 *
 * - `none`: no session cookie, or a signature that does not verify (better-auth answers null too);
 * - `token`: a token signed by us, still to be looked up;
 * - `ask-better-auth`: a cookie only better-auth knows how to treat is present.
 */
export type SessionCookieRead = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'ask-better-auth' };

export function readSessionCookie(cookieHeader: string, names: SessionCookieNames, secret: string): SessionCookieRead {
  const cookies = parseCookieHeader(cookieHeader);
  for (const name of cookies.keys()) {
    if (names.needsBetterAuth.some((prefix) => name.startsWith(prefix))) return { kind: 'ask-better-auth' };
  }
  const value = cookies.get(names.sessionToken);
  if (!value) return { kind: 'none' };
  const dot = value.lastIndexOf('.');
  if (dot < 1) return { kind: 'none' };
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // better-call accepts only a 44-character padded base64 signature (32 bytes).
  if (signature.length !== 44 || !signature.endsWith('=')) return { kind: 'none' };
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'none' };
  return { kind: 'token', token };
}

/** Cookie header → name/value map; the first of a repeated name wins (as in better-call). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    cookies.set(name, tryDecode(value));
  }
  return cookies;
}

function tryDecode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
