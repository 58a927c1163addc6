import { describe, expect, it } from 'vitest';
import { guestFingerprintSchema } from './api/guests';
import { createGuestRecord, GUEST_GENERATIONS, GUEST_LIFETIME_MS, type GuestRecord, isGuestExpired, loadGuestRecord, parseGuestRecord, spendGuestGeneration } from './guests';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('guest record (SPEC §3, §9)', () => {
  it('starts with 20 generations, created and last used now', () => {
    expect(GUEST_GENERATIONS).toBe(20);
    expect(createGuestRecord(T0, 'g1')).toEqual({ guestId: 'g1', remainingGenerations: 20, createdAt: T0.toISOString(), lastUsed: T0.toISOString() });
  });

  it('expires once 14 days have passed since creation, whatever the last use', () => {
    expect(GUEST_LIFETIME_MS).toBe(14 * 24 * 3600 * 1000);
    const r = { ...createGuestRecord(T0, 'g1'), lastUsed: at(GUEST_LIFETIME_MS - 1).toISOString() };
    expect(isGuestExpired(r, at(GUEST_LIFETIME_MS - 1))).toBe(false);
    expect(isGuestExpired(r, at(GUEST_LIFETIME_MS))).toBe(true);
  });

  it('spends one generation and stamps lastUsed', () => {
    const used = spendGuestGeneration(createGuestRecord(T0, 'g1'), at(1000));
    expect(used).toEqual({ ok: true, record: { guestId: 'g1', remainingGenerations: 19, createdAt: T0.toISOString(), lastUsed: at(1000).toISOString() } });
  });

  it('allows exactly 20 generations, then says exhausted', () => {
    let record = createGuestRecord(T0, 'g1');
    for (let i = 0; i < 20; i++) {
      const r = spendGuestGeneration(record, at(i));
      if (!r.ok) throw new Error(`generation ${i + 1} refused`);
      record = r.record;
    }
    expect(record.remainingGenerations).toBe(0);
    expect(spendGuestGeneration(record, at(21))).toEqual({ ok: false, reason: 'exhausted' });
  });

  it('refuses an expired record even with generations left', () => {
    expect(spendGuestGeneration(createGuestRecord(T0, 'g1'), at(GUEST_LIFETIME_MS))).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('parseGuestRecord tolerates whatever localStorage holds', () => {
  const good: GuestRecord = createGuestRecord(T0, 'g1');

  it('reads a stored record back', () => {
    expect(parseGuestRecord(JSON.stringify(good))).toEqual(good);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[]'],
    ['no guestId', JSON.stringify({ ...good, guestId: undefined })],
    ['empty guestId', JSON.stringify({ ...good, guestId: '' })],
    ['count as text', JSON.stringify({ ...good, remainingGenerations: '20' })],
    ['bad date', JSON.stringify({ ...good, createdAt: 'yesterday' })],
    ['no lastUsed', JSON.stringify({ ...good, lastUsed: undefined })],
  ])('gives null when %s', (_label, raw) => {
    expect(parseGuestRecord(raw)).toBeNull();
  });

  it('clamps a tampered or odd count to 0..20 whole generations', () => {
    expect(parseGuestRecord(JSON.stringify({ ...good, remainingGenerations: 9999 }))?.remainingGenerations).toBe(20);
    expect(parseGuestRecord(JSON.stringify({ ...good, remainingGenerations: -3 }))?.remainingGenerations).toBe(0);
    expect(parseGuestRecord(JSON.stringify({ ...good, remainingGenerations: 4.7 }))?.remainingGenerations).toBe(4);
  });

  it('loadGuestRecord keeps a valid record and replaces a corrupt or expired one', () => {
    const newId = () => 'fresh';
    expect(loadGuestRecord(JSON.stringify({ ...good, remainingGenerations: 3 }), at(1), newId).remainingGenerations).toBe(3);
    expect(loadGuestRecord('{oops', at(1), newId)).toEqual(createGuestRecord(at(1), 'fresh'));
    expect(loadGuestRecord(JSON.stringify(good), at(GUEST_LIFETIME_MS), newId)).toEqual(createGuestRecord(at(GUEST_LIFETIME_MS), 'fresh'));
  });
});

describe('SPEC §7 guest fingerprint payload', () => {
  const payload = {
    userAgent: 'Mozilla/5.0',
    language: 'en-CA',
    platform: 'Linux x86_64',
    screenResolution: '1920x1080',
    timezone: 'America/Toronto',
    timestamp: 1767225600000,
  };

  it('accepts the six fields, with a numeric or ISO timestamp', () => {
    expect(guestFingerprintSchema.parse(payload)).toEqual(payload);
    expect(guestFingerprintSchema.safeParse({ ...payload, timestamp: '2026-01-01T00:00:00Z' }).success).toBe(true);
  });

  it('rejects missing fields, wrong types and oversized values', () => {
    const { timezone: _omit, ...missing } = payload;
    expect(guestFingerprintSchema.safeParse(missing).success).toBe(false);
    expect(guestFingerprintSchema.safeParse({ ...payload, timestamp: 'soon' }).success).toBe(false);
    expect(guestFingerprintSchema.safeParse({ ...payload, language: 5 }).success).toBe(false);
    expect(guestFingerprintSchema.safeParse({ ...payload, userAgent: 'x'.repeat(1001) }).success).toBe(false);
  });
});
