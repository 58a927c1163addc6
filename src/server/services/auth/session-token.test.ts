import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isUsableAsIs } from './session-lookup';
import { parseCookieHeader, readSessionCookie } from './session-token';

const secret = 'a-test-secret-of-some-length-0123456789';
const names = { sessionToken: 'better-auth.session_token', needsBetterAuth: ['better-auth.dont_remember', 'better-auth.session_data'] };
/** What better-call's signCookieValue writes. */
const signed = (token: string, key = secret) => encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('readSessionCookie', () => {
  it('returns the token of a cookie signed with the secret', () => {
    expect(readSessionCookie(`theme=dark; better-auth.session_token=${signed('tok123')}`, names, secret)).toEqual({ kind: 'token', token: 'tok123' });
  });

  it('refuses a signature made with another secret, a changed token and a malformed value', () => {
    expect(readSessionCookie(`better-auth.session_token=${signed('tok123', 'another-secret')}`, names, secret)).toEqual({ kind: 'none' });
    const [, sig] = decodeURIComponent(signed('tok123')).split('.');
    expect(readSessionCookie(`better-auth.session_token=tok124.${encodeURIComponent(sig)}`, names, secret)).toEqual({ kind: 'none' });
    expect(readSessionCookie('better-auth.session_token=tok123', names, secret)).toEqual({ kind: 'none' });
    expect(readSessionCookie('better-auth.session_token=tok123.short=', names, secret)).toEqual({ kind: 'none' });
    expect(readSessionCookie('better-auth.session_token=%E0%A4%A', names, secret)).toEqual({ kind: 'none' });
    expect(readSessionCookie('other=1', names, secret)).toEqual({ kind: 'none' });
  });

  it('leaves "don\'t remember me" and cookie-cache cookies to better-auth', () => {
    expect(readSessionCookie(`better-auth.session_token=${signed('t')}; better-auth.dont_remember=x`, names, secret)).toEqual({ kind: 'ask-better-auth' });
    expect(readSessionCookie(`better-auth.session_data.0=x; better-auth.session_token=${signed('t')}`, names, secret)).toEqual({ kind: 'ask-better-auth' });
  });

  it('reads the first of a repeated cookie, as better-call does', () => {
    expect(readSessionCookie(`better-auth.session_token=${signed('first')}; better-auth.session_token=${signed('second')}`, names, secret)).toEqual({
      kind: 'token',
      token: 'first',
    });
  });
});

describe('parseCookieHeader', () => {
  it('trims, unquotes and decodes values and skips parts without a value', () => {
    expect([...parseCookieHeader(' a=1 ; b="two"; junk; c=%3D%3D')]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', '=='],
    ]);
  });
});

describe('isUsableAsIs', () => {
  const config = { expiresIn: 30 * 86400, updateAge: 86400 };
  const now = Date.UTC(2026, 10, 23);
  it('uses a session refreshed less than updateAge ago', () => {
    expect(isUsableAsIs(new Date(now + 30 * 86400_000 - 3600_000), config, now)).toBe(true);
  });
  it('leaves an expired session and one due for its refresh to better-auth', () => {
    expect(isUsableAsIs(new Date(now - 1), config, now)).toBe(false);
    expect(isUsableAsIs(new Date(now + 29 * 86400_000), config, now)).toBe(false);
  });
});
