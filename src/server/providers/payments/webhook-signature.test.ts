import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { constructWebhookEvent, SignatureError, signWebhookPayload } from './webhook-signature';

const SECRET = 'whsec_test_secret';
const BODY = '{"id":"evt_1","type":"checkout.session.completed"}';
const NOW = 1_800_000_000;

const reason = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    return err instanceof SignatureError ? err.reason : 'other';
  }
  return 'accepted';
};

describe('webhook signatures (Stripe scheme, through the SDK)', () => {
  it('matches the documented construction: hex HMAC-SHA256 of "<t>.<body>"', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signWebhookPayload(SECRET, BODY, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('accepts a fresh signature, and one of several v1 entries (secret rolling)', () => {
    expect(reason(() => constructWebhookEvent(BODY, signWebhookPayload(SECRET, BODY, NOW), SECRET, { nowSeconds: NOW + 10 }))).toBe('accepted');
    const other = signWebhookPayload('whsec_old', BODY, NOW).split(',')[1];
    expect(reason(() => constructWebhookEvent(BODY, `${signWebhookPayload(SECRET, BODY, NOW)},${other}`, SECRET, { nowSeconds: NOW }))).toBe('accepted');
  });

  it('refuses forged, altered, stale and malformed signatures', () => {
    const header = signWebhookPayload(SECRET, BODY, NOW);
    expect(reason(() => constructWebhookEvent(BODY, signWebhookPayload('whsec_forged', BODY, NOW), SECRET, { nowSeconds: NOW }))).toBe('no_matching_signature');
    expect(reason(() => constructWebhookEvent(`${BODY} `, header, SECRET, { nowSeconds: NOW }))).toBe('no_matching_signature');
    expect(reason(() => constructWebhookEvent(BODY, header, SECRET, { nowSeconds: NOW + 301 }))).toBe('timestamp_outside_tolerance');
    expect(reason(() => constructWebhookEvent(BODY, header, SECRET, { nowSeconds: NOW - 301 }))).toBe('timestamp_outside_tolerance');
    expect(reason(() => constructWebhookEvent(BODY, undefined, SECRET))).toBe('missing_header');
    expect(reason(() => constructWebhookEvent(BODY, 'v1=abc', SECRET))).toBe('malformed_header');
    expect(reason(() => constructWebhookEvent(BODY, `t=${NOW},v0=${'a'.repeat(64)}`, SECRET))).toBe('malformed_header');
  });
});
