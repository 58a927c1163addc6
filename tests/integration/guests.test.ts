import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { generations, guestUsage } from '../../src/server/db/schema';
import { completeGeneration, refundGeneration, reserveGuestGeneration } from '../../src/server/services/credits';
import {
  addressDailyLimit,
  checkGuestUsage,
  GUEST_TOKEN_TTL_MS,
  type GuestPolicy,
  redeemGuestToken,
  refundGuestUse,
  spendGuestUse,
  sweepGuestUsage,
} from '../../src/server/services/guests';
import { MESSAGES } from '../../src/shared/messages';
import { DAY, MINUTE } from '../setup/credits';
import { openTestDatabase, testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const SECRET = 'guest-test-secret-0123456789-0123456789';
const policy = (overrides: Partial<GuestPolicy> = {}): GuestPolicy => ({
  secret: SECRET,
  perFingerprint: 20,
  fingerprintWindowMs: 14 * DAY,
  dailyLimitPerAddress: 40,
  dailyBudget: 1000,
  tokenTtlMs: 10 * MINUTE,
  ...overrides,
});

let browsers = 0;
/** A distinct browser (fingerprint) each call. */
function browser() {
  browsers++;
  return {
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) Test/${browsers}`,
    language: 'en-CA',
    platform: 'Linux',
    screenResolution: '1920x1080',
    timezone: 'America/Toronto',
    timestamp: Date.now(),
  };
}

let addresses = 0;
/** A distinct IPv4 address each call. */
const address = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;

describe.each(testDbKinds())('guest limits (services) on %s', (kind) => {
  let database: Database;
  const db = () => database.db;
  // Each test has its own UTC day, so the daily counters of one test never reach into another.
  let day = 0;
  let today: Date;
  const clock = (ms = 0) => new Date(today.getTime() + ms);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  const nextDay = () => {
    day++;
    today = new Date(Date.UTC(2026, 4, 1 + day, 8));
  };

  it('gives a use back once on refund, and the sweeper gives back uses whose token expired unredeemed', async () => {
    // First in this file: the sweeper sees every test's uses, and there are none before this one's.
    nextDay();
    const p = policy({ perFingerprint: 2 });
    const b = browser();
    const ip = address();
    const first = await spendGuestUse(db(), p, { payload: b, address: ip, now: clock() });
    const second = await spendGuestUse(db(), p, { payload: b, address: ip, now: clock() });
    if (!first.success || !second.success) throw new Error('use refused');
    expect((await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock() })).remaining).toBe(0);
    expect(await Promise.all([refundGuestUse(db(), first.guestKey, clock()), refundGuestUse(db(), first.guestKey, clock())])).toEqual(expect.arrayContaining([true, false]));
    expect((await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock() })).remaining).toBe(1);

    // The second token is never redeemed: once it has expired the sweeper gives the use back, once.
    expect((await sweepGuestUsage(db(), clock(10 * MINUTE - 1))).released).toBe(0);
    expect((await sweepGuestUsage(db(), clock(10 * MINUTE))).released).toBe(1);
    expect((await sweepGuestUsage(db(), clock(11 * MINUTE))).released).toBe(0);
    expect((await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock(11 * MINUTE) })).remaining).toBe(2);
    // A swept token cannot be redeemed any more (and a redeemed one is never swept).
    expect(await redeemGuestToken(db(), second.token, { secret: SECRET, now: clock(5 * MINUTE) })).toBeNull();
  });

  it('gives a fingerprint 20 generations in 14 days, whatever the browser claims locally', async () => {
    nextDay();
    const p = policy();
    const b = browser();
    const ip = address();
    expect(await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock() })).toEqual({ canUse: true, remaining: 20 });
    const remaining: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await spendGuestUse(db(), p, { payload: { ...b, timestamp: i }, address: ip, now: clock(i * MINUTE) });
      if (!r.success) throw new Error(`use ${i + 1} was refused`);
      remaining.push(r.remaining);
    }
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
    expect(await spendGuestUse(db(), p, { payload: b, address: ip, now: clock(HOUR) })).toEqual({ success: false, remaining: 0, limit: 'fingerprint' });
    // Another address (a phone on mobile data) does not help the same browser…
    expect(await spendGuestUse(db(), p, { payload: b, address: address(), now: clock(HOUR) })).toMatchObject({ success: false, limit: 'fingerprint' });
    expect(await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock(HOUR) })).toEqual({ canUse: false, remaining: 0 });
    // … until 14 days after its first use, when the window starts again.
    expect(await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock(14 * DAY) })).toEqual({ canUse: true, remaining: 20 });
    expect(await spendGuestUse(db(), p, { payload: b, address: ip, now: clock(14 * DAY) })).toMatchObject({ success: true, remaining: 19 });
  });

  it('a new fingerprint from the same address hits the daily address cap; the next UTC day it is open again', async () => {
    nextDay();
    const p = policy({ dailyLimitPerAddress: 40 });
    const ip = address();
    let served = 0;
    for (const b of [browser(), browser(), browser()]) {
      for (let i = 0; i < 20; i++) if ((await spendGuestUse(db(), p, { payload: b, address: ip, now: clock() })).success) served++;
    }
    expect(served).toBe(40);
    const fresh = browser();
    expect(await spendGuestUse(db(), p, { payload: fresh, address: ip, now: clock() })).toMatchObject({ success: false, limit: 'address' });
    expect(await checkGuestUsage(db(), p, { payload: fresh, address: ip, now: clock() })).toEqual({ canUse: false, remaining: 0 });
    // The refused attempts spent nothing: the fresh browser still has all 20 elsewhere.
    expect(await spendGuestUse(db(), p, { payload: fresh, address: address(), now: clock() })).toMatchObject({ success: true, remaining: 19 });
    nextDay();
    expect(await spendGuestUse(db(), p, { payload: browser(), address: ip, now: clock() })).toMatchObject({ success: true });
  });

  it('groups IPv6 addresses by /56 for the address cap', async () => {
    nextDay();
    const p = policy({ dailyLimitPerAddress: 3 });
    for (const ip of ['2001:db8:aa:100::1', '2001:db8:aa:1ff:ffff::2', '2001:db8:aa:180::3']) {
      expect((await spendGuestUse(db(), p, { payload: browser(), address: ip, now: clock() })).success).toBe(true);
    }
    expect(await spendGuestUse(db(), p, { payload: browser(), address: '2001:db8:aa:1aa::9', now: clock() })).toMatchObject({ success: false, limit: 'address' });
    expect((await spendGuestUse(db(), p, { payload: browser(), address: '2001:db8:aa:200::1', now: clock() })).success).toBe(true);
  });

  const generationFields = { prompt: 'a tiny robot', style: 'kawaii', size: '1024x1024', count: 1 };
  /** Starts a guest generation with a use's token, as POST /api/ai/generate does. */
  const generate = (token: string, dailyBudget: number, at = clock()) =>
    reserveGuestGeneration(db(), { guestToken: token, secret: SECRET, dailyBudget, tier: 'standard', generationFields, now: at });

  it('stops every guest when the global daily budget is spent by generations', async () => {
    // The budget is spent when a generation redeems its token, not when the token is handed out.
    nextDay();
    const p = policy({ dailyBudget: 5 });
    for (let i = 0; i < 5; i++) {
      const use = await spendGuestUse(db(), p, { payload: browser(), address: address(), now: clock() });
      if (!use.success) throw new Error('use refused');
      expect((await generate(use.token, 5)).ok).toBe(true);
    }
    const late = browser();
    const ip = address();
    expect(await spendGuestUse(db(), p, { payload: late, address: ip, now: clock() })).toMatchObject({ success: false, limit: 'budget' });
    expect(await checkGuestUsage(db(), p, { payload: late, address: ip, now: clock() })).toEqual({ canUse: false, remaining: 0 });
    // A budget of 0 turns the guest trial off.
    expect(await spendGuestUse(db(), policy({ dailyBudget: 0 }), { payload: browser(), address: address(), now: clock() })).toMatchObject({ success: false, limit: 'budget' });
  });

  it('tokens requested and never used do not hold the budget; a generation over the budget gives its use back', async () => {
    nextDay();
    const p = policy({ dailyBudget: 3 });
    const hoarded = [];
    for (let i = 0; i < 10; i++) {
      const use = await spendGuestUse(db(), p, { payload: browser(), address: address(), now: clock() });
      if (!use.success) throw new Error(`use ${i + 1} refused`);
      hoarded.push(use);
    }
    // Three of the ten generate; the fourth finds the budget spent and gets its browser's use back.
    for (const use of hoarded.slice(0, 3)) expect((await generate(use.token, 3)).ok).toBe(true);
    expect(await generate(hoarded[3].token, 3)).toEqual({ ok: false, reason: 'guest_budget' });
    const [row] = await db()
      .select()
      .from(guestUsage)
      .where(eq(guestUsage.key, `day:${clock().toISOString().slice(0, 10)}`));
    expect(row.count).toBe(3);
  });

  it('25 addresses with rotating fingerprints cannot switch the trial off, and one address gets at most 20 a day', async () => {
    nextDay();
    // The defaults: 20 per address (2 % of a budget of 1,000), 20 per browser, 1,000 for everyone.
    const p = policy({ dailyLimitPerAddress: addressDailyLimit({ guestDailyLimitPerAddress: 20, guestDailyBudget: 1000, guestAddressBudgetPercent: 2 }) });
    expect(p.dailyLimitPerAddress).toBe(20);
    const attackers = Array.from({ length: 25 }, () => address());
    let tokens = 0;
    let generated = 0;
    for (const [n, ip] of attackers.entries()) {
      // Each address asks for tokens with a new fingerprint every time; the odd ones also generate.
      for (let i = 0; i < 60; i++) {
        const use = await spendGuestUse(db(), p, { payload: browser(), address: ip, now: clock(i) });
        if (!use.success) continue;
        tokens++;
        if (n % 2 === 1 && (await generate(use.token, p.dailyBudget, clock(i))).ok) generated++;
      }
    }
    expect(tokens).toBe(25 * 20);
    expect(generated).toBe(12 * 20);
    const [budget] = await db()
      .select()
      .from(guestUsage)
      .where(eq(guestUsage.key, `day:${clock().toISOString().slice(0, 10)}`));
    expect(budget.count).toBe(generated);
    // A fresh guest from a new address is served.
    const fresh = browser();
    const ip = address();
    expect(await checkGuestUsage(db(), p, { payload: fresh, address: ip, now: clock(MINUTE) })).toEqual({ canUse: true, remaining: 20 });
    const use = await spendGuestUse(db(), p, { payload: fresh, address: ip, now: clock(MINUTE) });
    if (!use.success) throw new Error('fresh guest refused');
    expect((await generate(use.token, p.dailyBudget, clock(MINUTE))).ok).toBe(true);
    // Unused tokens expire after 2 minutes and the sweeper gives their browser and address counters back.
    expect(GUEST_TOKEN_TTL_MS).toBe(2 * MINUTE);
    console.info(`[issue 15 item 4] 25 addresses: ${tokens} tokens, ${generated} generations, budget left ${p.dailyBudget - budget.count} of ${p.dailyBudget}, fresh guest served`);
  });

  it('caps an address at its share of the budget, whatever GUEST_DAILY_LIMIT_PER_IP says', () => {
    expect(addressDailyLimit({ guestDailyLimitPerAddress: 40, guestDailyBudget: 1000, guestAddressBudgetPercent: 2 })).toBe(20);
    expect(addressDailyLimit({ guestDailyLimitPerAddress: 10, guestDailyBudget: 1000, guestAddressBudgetPercent: 2 })).toBe(10);
    expect(addressDailyLimit({ guestDailyLimitPerAddress: 40, guestDailyBudget: 1000, guestAddressBudgetPercent: 5 })).toBe(40);
    expect(addressDailyLimit({ guestDailyLimitPerAddress: 20, guestDailyBudget: 10, guestAddressBudgetPercent: 2 })).toBe(1);
    expect(addressDailyLimit({ guestDailyLimitPerAddress: 20, guestDailyBudget: 0, guestAddressBudgetPercent: 2 })).toBe(0);
  });

  it('spends under the limit only, however many uses race for it', async () => {
    nextDay();
    const p = policy();
    const b = browser();
    const ip = address();
    const results = await Promise.all(Array.from({ length: 35 }, () => spendGuestUse(db(), p, { payload: b, address: ip, now: clock() })));
    expect(results.filter((r) => r.success)).toHaveLength(20);
    // The refused uses rolled back their address and budget increments too.
    const [perAddress] = await db()
      .select()
      .from(guestUsage)
      .where(eq(guestUsage.key, `ip:${ip}:${clock().toISOString().slice(0, 10)}`));
    expect(perAddress.count).toBe(20);
  });

  it('a token is single-use, even sent at once from many tabs, and expires after 10 minutes', async () => {
    nextDay();
    const p = policy();
    const use = await spendGuestUse(db(), p, { payload: browser(), address: address(), now: clock() });
    if (!use.success) throw new Error('use refused');
    const redeemed = await Promise.all(Array.from({ length: 10 }, () => redeemGuestToken(db(), use.token, { secret: SECRET, now: clock(MINUTE) })));
    expect(redeemed.filter((k) => k === use.guestKey)).toHaveLength(1);
    expect(redeemed.filter((k) => k === null)).toHaveLength(9);

    const late = await spendGuestUse(db(), p, { payload: browser(), address: address(), now: clock() });
    if (!late.success) throw new Error('use refused');
    expect(await redeemGuestToken(db(), late.token, { secret: SECRET, now: clock(10 * MINUTE) })).toBeNull();
    expect(await redeemGuestToken(db(), late.token, { secret: 'another-secret', now: clock() })).toBeNull();
    expect(await redeemGuestToken(db(), 'junk', { secret: SECRET, now: clock() })).toBeNull();
    expect(await redeemGuestToken(db(), late.token, { secret: SECRET, now: clock(10 * MINUTE - 1) })).toBe(late.guestKey);
  });

  it('a guest generation redeems the token with the generation row; a failure gives the use back exactly once', async () => {
    nextDay();
    const p = policy({ perFingerprint: 1 });
    const b = browser();
    const ip = address();
    const use = await spendGuestUse(db(), p, { payload: b, address: ip, now: clock() });
    if (!use.success) throw new Error('use refused');
    const reserved = await reserveGuestGeneration(db(), { guestToken: use.token, secret: SECRET, dailyBudget: 1000, tier: 'standard', generationFields, now: clock(MINUTE) });
    if (!reserved.ok) throw new Error('guest reservation refused');
    expect(reserved).toMatchObject({ balance: 'guest', guestKey: use.guestKey });
    expect(await reserveGuestGeneration(db(), { guestToken: use.token, secret: SECRET, dailyBudget: 1000, tier: 'standard', generationFields, now: clock(MINUTE) })).toEqual({
      ok: false,
      reason: 'guest_token_invalid',
    });
    expect((await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock() })).canUse).toBe(false);
    const refunds = await Promise.all([
      refundGeneration(db(), reserved.generationId, 'provider_error', clock(2 * MINUTE)),
      refundGeneration(db(), reserved.generationId, 'provider_error', clock(2 * MINUTE)),
    ]);
    expect(refunds.filter((r) => r.settled)).toEqual([{ settled: true, status: 'refunded', credited: 1 }]);
    expect((await checkGuestUsage(db(), p, { payload: b, address: ip, now: clock() })).remaining).toBe(1);

    // The use given back serves the next generation, which succeeds and counts in stats.
    const again = await spendGuestUse(db(), p, { payload: b, address: ip, now: clock(3 * MINUTE) });
    if (!again.success) throw new Error('use refused');
    const next = await reserveGuestGeneration(db(), { guestToken: again.token, secret: SECRET, dailyBudget: 1000, tier: 'standard', generationFields, now: clock(3 * MINUTE) });
    if (!next.ok) throw new Error('guest reservation refused');
    expect(await completeGeneration(db(), next.generationId, { images: [{ url: 'data:image/png;base64,AAAA', width: 1024, height: 1024 }] })).toEqual({
      completed: true,
      shortfallRefunded: 0,
    });
    const [row] = await db().select().from(generations).where(eq(generations.id, next.generationId));
    expect(row).toMatchObject({ status: 'succeeded', userId: null, guestKey: again.guestKey, cost: 1, images: [{ materialId: null, url: null, width: 1024, height: 1024 }] });
  });
});

const HOUR = 60 * MINUTE;

describe.each(testDbKinds())('guest routes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '1', GUEST_DAILY_LIMIT_PER_IP: '25', GUEST_IP_BUDGET_PERCENT: '5' });
  });
  afterAll(() => server.stop());
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers canUse / success with the remaining count and a token, then the SPEC message over the limit', async () => {
    const guest = server.client();
    const b = browser();
    const ip = address();
    expect((await guest.post('/api/guests/check-usage', b, from(ip))).json).toEqual({ canUse: true, remaining: 20 });
    for (let i = 1; i <= 20; i++) {
      const res = await guest.post('/api/guests/use', { ...b, timestamp: new Date().toISOString() }, from(ip));
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, remaining: 20 - i });
      expect(res.json.token).toMatch(/^[\w-]+\.[\w-]+$/);
    }
    const over = await guest.post('/api/guests/use', b, from(ip));
    expect(over.json).toEqual({ success: false, remaining: 0, code: 'guest_limit', message: MESSAGES.guestLimitExceeded });
    expect(over.json.message).toBe('Guest usage limit exceeded. Please create a free account to continue generating images.');
    expect((await guest.post('/api/guests/check-usage', b, from(ip))).json).toEqual({ canUse: false, remaining: 0 });
    // GUEST_DAILY_LIMIT_PER_IP=25: a "new" browser on the same address gets the 5 left for today.
    const other = browser();
    expect((await guest.post('/api/guests/check-usage', other, from(ip))).json).toEqual({ canUse: true, remaining: 5 });
  });

  it('tokens hoarded from 25 addresses with rotating fingerprints leave the budget untouched: a fresh guest is served', async () => {
    // Over HTTP, as an attacker would hoard: POST /api/guests/use without ever generating.
    let tokens = 0;
    let refused = 0;
    for (let a = 0; a < 25; a++) {
      const ip = address();
      for (let i = 0; i < 30; i++) {
        const res = await server.client().post('/api/guests/use', browser(), from(ip));
        if (res.json.success) tokens++;
        else refused++;
      }
    }
    // GUEST_DAILY_LIMIT_PER_IP=25 here (5 % of 1,000 allows it): 25 tokens an address, the rest refused.
    expect(tokens).toBe(25 * 25);
    const fresh = browser();
    const ip = address();
    expect((await server.client().post('/api/guests/check-usage', fresh, from(ip))).json).toEqual({ canUse: true, remaining: 20 });
    const use = await server.client().post('/api/guests/use', fresh, from(ip));
    expect(use.json).toMatchObject({ success: true, remaining: 19 });
    const generated = await server.client().post('/api/ai/generate', { prompt: 'a fresh guest sticker', guestToken: use.json.token }, from(ip));
    expect(generated.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    const [budget] = await server.deps.database.db
      .select()
      .from(guestUsage)
      .where(eq(guestUsage.key, `day:${day}`));
    expect(budget.count).toBe(1);
    console.info(`[issue 15 item 4, HTTP] 25 addresses × 30 use requests: ${tokens} tokens, ${refused} refused, budget left ${1000 - budget.count} of 1000, fresh guest served`);
  });

  it('refuses a bad payload with a 400 and a signed-in user with a 409', async () => {
    const guest = server.client();
    const bad = await guest.post('/api/guests/use', { userAgent: 'x' }, from(address()));
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_input');
    expect((await guest.post('/api/guests/check-usage', { ...browser(), screenResolution: 'x'.repeat(51) }, from(address()))).status).toBe(400);

    const user = server.client();
    expect((await user.signUp('guest-route-user@example.com')).status).toBe(200);
    const signedIn = await user.post('/api/guests/use', browser(), from(address()));
    expect(signedIn.status).toBe(409);
    expect(signedIn.json.error).toMatchObject({ code: 'signed_in' });
    expect((await user.post('/api/guests/check-usage', browser(), from(address()))).status).toBe(409);
  });
});
