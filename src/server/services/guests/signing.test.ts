import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintHash, signGuestToken, verifyGuestToken } from './signing';

const SECRET = 'test-secret-0123456789-0123456789-0123456789';
const payload = { userAgent: 'Mozilla/5.0 Test', language: 'en-CA', platform: 'Linux', screenResolution: '1920x1080', timezone: 'America/Toronto', timestamp: 1 };

describe('fingerprintHash', () => {
  it('ignores the timestamp and depends on every other field and on the secret', () => {
    const h = fingerprintHash(SECRET, payload);
    expect(fingerprintHash(SECRET, { ...payload, timestamp: 999 })).toBe(h);
    for (const field of ['userAgent', 'language', 'platform', 'screenResolution', 'timezone'] as const) {
      expect(fingerprintHash(SECRET, { ...payload, [field]: `${payload[field]}x` })).not.toBe(h);
    }
    expect(fingerprintHash(`${SECRET}!`, payload)).not.toBe(h);
  });

  it('does not let fields run into each other', () => {
    expect(fingerprintHash(SECRET, { ...payload, language: 'en', platform: 'XLinux' })).not.toBe(fingerprintHash(SECRET, { ...payload, language: 'enX', platform: 'Linux' }));
  });
});

describe('guest tokens (fake clock)', () => {
  const t0 = new Date('2026-03-01T12:00:00Z');
  const id = randomUUID();
  const token = signGuestToken(SECRET, { id, expiresAt: new Date(t0.getTime() + 600_000) });

  it('names the use until it expires', () => {
    expect(verifyGuestToken(SECRET, token, t0)).toBe(id);
    expect(verifyGuestToken(SECRET, token, new Date(t0.getTime() + 599_999))).toBe(id);
    expect(verifyGuestToken(SECRET, token, new Date(t0.getTime() + 600_000))).toBeNull();
  });

  it('refuses another secret, a changed body or signature, and junk', () => {
    expect(verifyGuestToken('another-secret', token, t0)).toBeNull();
    const [body, sig] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ id, exp: t0.getTime() + 10 * 86_400_000 })).toString('base64url');
    expect(verifyGuestToken(SECRET, `${longer}.${sig}`, t0)).toBeNull();
    expect(verifyGuestToken(SECRET, `${body}.${sig.slice(0, -2)}xx`, t0)).toBeNull();
    for (const junk of ['', '.', 'abc', `${token}.x`, 'x'.repeat(2000)]) expect(verifyGuestToken(SECRET, junk, t0)).toBeNull();
  });

  it('refuses a correctly signed token whose claims are malformed', () => {
    const bad = signGuestToken(SECRET, { id: 'not-a-uuid', expiresAt: new Date(t0.getTime() + 1000) });
    expect(verifyGuestToken(SECRET, bad, t0)).toBeNull();
  });
});
