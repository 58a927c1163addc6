import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signGuestShopper, signOrderFile, signOrderLink, verifyGuestShopper, verifyOrderFile, verifyOrderLink } from './signing';

const SECRET = 'test-secret-0123456789-0123456789-0123456789';

describe('the guest cookie', () => {
  const id = randomUUID();
  const value = signGuestShopper(SECRET, id);
  it('names its guest', () => expect(verifyGuestShopper(SECRET, value)).toBe(id));
  it('refuses another secret, another id with the same MAC, a changed MAC and junk', () => {
    expect(verifyGuestShopper('another-secret', value)).toBeNull();
    expect(verifyGuestShopper(SECRET, `${randomUUID()}.${value.split('.')[1]}`)).toBeNull();
    expect(verifyGuestShopper(SECRET, `${value.slice(0, -2)}xx`)).toBeNull();
    for (const junk of [undefined, '', '.', id, `${value}.x`, 'x'.repeat(500)]) expect(verifyGuestShopper(SECRET, junk)).toBeNull();
  });
  it('is no order link (each purpose has its own key)', () => {
    expect(verifyOrderLink(SECRET, id, value.split('.')[1])).toBe(false);
  });
});

describe('the signed order link', () => {
  const orderId = randomUUID();
  const token = signOrderLink(SECRET, orderId);
  it('opens its order only', () => {
    expect(verifyOrderLink(SECRET, orderId, token)).toBe(true);
    expect(verifyOrderLink(SECRET, randomUUID(), token)).toBe(false);
    expect(verifyOrderLink('another-secret', orderId, token)).toBe(false);
    expect(verifyOrderLink(SECRET, orderId, `${token.slice(0, -1)}A`)).toBe(token.endsWith('A'));
    expect(verifyOrderLink(SECRET, orderId, undefined)).toBe(false);
  });
});

describe("an order's signed file address", () => {
  const orderId = randomUUID();
  const key = 'users/u1/proofs/p1.png';
  const expires = 2_000_000_000;
  const signature = signOrderFile(SECRET, orderId, key, expires);
  it('opens that file of that order until it expires', () => {
    expect(verifyOrderFile(SECRET, orderId, key, expires, signature, expires - 1)).toBe(true);
    expect(verifyOrderFile(SECRET, orderId, key, expires, signature, expires + 1)).toBe(false);
  });
  it('refuses another order, another file, another expiry and the order link token', () => {
    expect(verifyOrderFile(SECRET, randomUUID(), key, expires, signature, 0)).toBe(false);
    expect(verifyOrderFile(SECRET, orderId, 'users/u1/proofs/p2.png', expires, signature, 0)).toBe(false);
    expect(verifyOrderFile(SECRET, orderId, key, expires + 3600, signature, 0)).toBe(false);
    expect(verifyOrderFile(SECRET, orderId, key, expires, signOrderLink(SECRET, orderId), 0)).toBe(false);
  });
});
