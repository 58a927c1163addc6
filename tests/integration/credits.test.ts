import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { generations } from '../../src/server/db/schema';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { registerSweepGenerations, sweepGenerations } from '../../src/server/jobs/sweep-generations';
import { adjustOneTimeCredits, completeGeneration, getGenerationStats, grantCredits, refundGeneration, reserveGeneration } from '../../src/server/services/credits';
import { at, DAY, expectLedgerConsistent, fields, generationsOf, image, ledgerOf, MINUTE, seedUser, subscriptionOf, T0 } from '../setup/credits';
import { openTestDatabase, testDbKinds } from '../setup/test-db';

const TIMEOUT = 10 * MINUTE;

describe.each(testDbKinds())('credits on %s', (kind) => {
  let database: Database;
  const db = () => database.db;
  const reserve = (userId: string, options: { tier?: 'standard' | 'premium'; cost?: number; now?: Date; isAdmin?: boolean } = {}) =>
    reserveGeneration(db(), {
      userId,
      isAdmin: options.isAdmin ?? false,
      tier: options.tier ?? 'standard',
      cost: options.cost ?? 1,
      generationFields: fields(options.cost ?? 1),
      now: options.now ?? at(MINUTE),
    });
  const okReserve = async (...args: Parameters<typeof reserve>) => {
    const result = await reserve(...args);
    if (!result.ok) throw new Error(`expected a reservation, got ${JSON.stringify(result)}`);
    return result;
  };

  /** The sweeper sees every user's generations: earlier tests' pending ones are settled first, far in the future. */
  const settleLeftovers = () => sweepGenerations(database, { timeoutMs: TIMEOUT, now: at(10_000 * DAY) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('spends in the SPEC order — free (standard only), monthly, one-time — each generation from one balance', async () => {
    const u = await seedUser(db(), { plan: 'bronze', freeCreditsUsed: 38, maxImages: 250, monthlyImageCount: 247, oneTimeCredits: 5 });
    expect((await okReserve(u, { cost: 2 })).balance).toBe('free');
    // Free has 0 left, monthly 3: a premium generation of 2 takes monthly; then 2 more do not fit in the 1 left.
    expect((await okReserve(u, { tier: 'premium', cost: 2 })).balance).toBe('monthly');
    expect((await okReserve(u, { cost: 2 })).balance).toBe('oneTime');
    expect((await okReserve(u, { cost: 1 })).balance).toBe('monthly');
    const sub = await subscriptionOf(db(), u);
    expect(sub).toMatchObject({ freeCreditsUsed: 40, monthlyImageCount: 250, oneTimeCredits: 3 });
    const rows = await generationsOf(db(), u);
    expect(rows).toHaveLength(4);
    expect(rows.every((g) => g.status === 'pending' && g.prompt === 'a happy cactus sticker' && g.guestKey === null)).toBe(true);
    const debits = (await ledgerOf(db(), u)).filter((r) => r.kind === 'debit');
    expect(debits.map((d) => [d.balance, d.amount]).sort()).toEqual(
      [
        ['free', -2],
        ['monthly', -2],
        ['monthly', -1],
        ['oneTime', -2],
      ].sort(),
    );
    await expectLedgerConsistent(db(), u);
  });

  it('answers "no credits" with what remains, and premium never touches free credits', async () => {
    const u = await seedUser(db(), { freeCreditsUsed: 38 });
    const premium = await reserve(u, { tier: 'premium' });
    expect(premium).toEqual({
      ok: false,
      reason: 'no_credits',
      plan: 'free',
      needed: 1,
      remaining: { unlimited: false, free: 2, monthly: 0, oneTime: 0, standard: 2, premium: 0 },
    });
    const tooMany = await reserve(u, { cost: 3 });
    expect(tooMany).toMatchObject({ ok: false, needed: 3, remaining: { free: 2 } });
    expect(await generationsOf(db(), u)).toHaveLength(0);
    expect(await ledgerOf(db(), u)).toHaveLength(0);
  });

  it('admin: always allowed, nothing debited, no ledger row, the generation recorded as admin', async () => {
    const u = await seedUser(db(), { plan: 'admin', freeCreditsUsed: 40 });
    const r = await okReserve(u, { isAdmin: true, tier: 'premium', cost: 4 });
    expect(r.balance).toBe('admin');
    expect(await ledgerOf(db(), u)).toHaveLength(0);
    const [g] = await generationsOf(db(), u);
    expect(g).toMatchObject({ balance: 'admin', cost: 0, count: 4, status: 'pending' });
    expect(await refundGeneration(db(), r.generationId, 'provider_error')).toEqual({ settled: true, status: 'failed', credited: 0 });
    expect((await subscriptionOf(db(), u)).freeCreditsUsed).toBe(40);
  });

  it('resets free credits 30 days after freeCreditsLastReset and the monthly count after lastResetDate (fake clock), once', async () => {
    const u = await seedUser(db(), { plan: 'gold', maxImages: 600 });
    await okReserve(u, { cost: 4, now: at(DAY) });
    await grantCredits(db(), u, { oneTimeCredits: 1, reason: 'test', now: at(DAY) });
    // Spend the rest of the free credits (40 at T0), then the monthly images.
    for (let i = 0; i < 9; i++) await okReserve(u, { cost: 4, now: at(2 * DAY) });
    expect((await okReserve(u, { cost: 4, now: at(3 * DAY) })).balance).toBe('monthly');
    const justBefore = at(30 * DAY - 1);
    expect((await okReserve(u, { cost: 2, now: justBefore })).balance).toBe('monthly');
    expect(await subscriptionOf(db(), u)).toMatchObject({ freeCredits: 40, freeCreditsUsed: 40, monthlyImageCount: 6, freeCreditsLastReset: T0 });

    const resetAt = at(30 * DAY);
    const first = await okReserve(u, { cost: 3, now: resetAt });
    expect(first.balance).toBe('free');
    // The new period takes the plan's figure (gold: 120) and starts both counts again.
    expect(await subscriptionOf(db(), u)).toMatchObject({ freeCredits: 120, freeCreditsUsed: 3, monthlyImageCount: 0, freeCreditsLastReset: resetAt, lastResetDate: resetAt });
    await okReserve(u, { cost: 1, now: resetAt });
    const resets = (await ledgerOf(db(), u)).filter((r) => r.kind === 'reset');
    expect(resets.map((r) => [r.balance, r.amount]).sort()).toEqual([
      ['free', 40],
      ['monthly', 6],
    ]);
    await expectLedgerConsistent(db(), u);
  });

  it('completes a generation: succeeded, stats/generations +1 with lastUpdated, imageCount, missing images refunded', async () => {
    const u = await seedUser(db(), { oneTimeCredits: 10, freeCreditsUsed: 40 });
    const before = await getGenerationStats(db());
    const r = await okReserve(u, { cost: 4 });
    const done = at(2 * MINUTE);
    expect(
      await completeGeneration(db(), r.generationId, { images: [image(1), image(2), { materialId: null, url: 'data:image/png;base64,AAAA', width: 8, height: 8 }], now: done }),
    ).toEqual({
      completed: true,
      shortfallRefunded: 1,
    });
    const [g] = await generationsOf(db(), u);
    expect(g).toMatchObject({ status: 'succeeded', finishedAt: done });
    expect(g.images).toHaveLength(3);
    expect(g.images[2]).toEqual({ materialId: null, url: null, width: 8, height: 8 });
    const stats = await getGenerationStats(db());
    expect(stats.totalGenerations).toBe(before.totalGenerations + 1);
    expect(stats.lastUpdated).toBe(done.toISOString());
    expect(await subscriptionOf(db(), u)).toMatchObject({ imageCount: 3, oneTimeCredits: 7 });
    // Settled: neither a second completion nor a refund changes anything.
    expect(await completeGeneration(db(), r.generationId, { images: [image(3)] })).toEqual({ completed: false, status: 'succeeded' });
    expect(await refundGeneration(db(), r.generationId, 'late')).toEqual({ settled: false, status: 'succeeded' });
    expect((await getGenerationStats(db())).totalGenerations).toBe(before.totalGenerations + 1);
    await expect(completeGeneration(db(), r.generationId, { images: [] })).rejects.toThrow(/at least one image/);
    expect(await refundGeneration(db(), 'not-a-uuid', 'x')).toEqual({ settled: false, status: null });
  });

  it('refunds exactly once: called twice and with the sweeper at the same moment', async () => {
    await settleLeftovers();
    const u = await seedUser(db(), { freeCreditsUsed: 30 });
    const r = await okReserve(u, { cost: 3, now: at(0) });
    const sweepAt = at(TIMEOUT + MINUTE);
    const results = await Promise.all([
      refundGeneration(db(), r.generationId, 'provider_error', sweepAt),
      refundGeneration(db(), r.generationId, 'provider_error', sweepAt),
      sweepGenerations(database, { timeoutMs: TIMEOUT, now: sweepAt }),
      refundGeneration(db(), r.generationId, 'timeout', sweepAt),
    ]);
    const settledByCalls = results.filter((x) => 'settled' in x && x.settled).length;
    const settledBySweep = (results[2] as { refunded: number }).refunded;
    expect(settledByCalls + settledBySweep).toBe(1);
    expect((await subscriptionOf(db(), u)).freeCreditsUsed).toBe(30);
    const refunds = (await ledgerOf(db(), u)).filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ balance: 'free', amount: 3, generationId: r.generationId });
    expect((await generationsOf(db(), u))[0]).toMatchObject({ status: 'refunded' });
    await expectLedgerConsistent(db(), u);
  });

  it('does not give back a free credit whose period was reset after the debit (the reset already wiped it)', async () => {
    const u = await seedUser(db());
    const r = await okReserve(u, { cost: 2, now: at(30 * DAY - MINUTE) });
    // Another request after the reset date applies the reset (used 2 → 0).
    await okReserve(u, { cost: 1, now: at(30 * DAY) });
    expect(await refundGeneration(db(), r.generationId, 'provider_error', at(30 * DAY + MINUTE))).toEqual({ settled: true, status: 'refunded', credited: 0 });
    expect((await subscriptionOf(db(), u)).freeCreditsUsed).toBe(1);
    await expectLedgerConsistent(db(), u);
  });

  it('the sweeper refunds a generation abandoned in pending (server killed mid-way) once, after the timeout only', async () => {
    await settleLeftovers();
    const u = await seedUser(db(), { plan: 'silver', maxImages: 400 });
    const started = at(5 * DAY);
    const abandoned = await okReserve(u, { tier: 'premium', cost: 2, now: started });
    const recent = await okReserve(u, { tier: 'premium', cost: 1, now: new Date(started.getTime() + 5 * MINUTE) });
    expect((await subscriptionOf(db(), u)).monthlyImageCount).toBe(3);

    const early = await sweepGenerations(database, { timeoutMs: TIMEOUT, now: new Date(started.getTime() + TIMEOUT - 1) });
    expect(early.refunded).toBe(0);
    const due = new Date(started.getTime() + TIMEOUT);
    const [first, second] = [await sweepGenerations(database, { timeoutMs: TIMEOUT, now: due }), await sweepGenerations(database, { timeoutMs: TIMEOUT, now: due })];
    expect(first).toMatchObject({ refunded: 1 });
    expect(second.refunded).toBe(0);
    const [row] = await db().select().from(generations).where(eq(generations.id, abandoned.generationId));
    expect(row).toMatchObject({ status: 'refunded', errorCode: 'abandoned', finishedAt: due });
    expect((await subscriptionOf(db(), u)).monthlyImageCount).toBe(1);
    // The recent one is still in progress; it completes normally.
    expect((await completeGeneration(db(), recent.generationId, { images: [image(1)] })).completed).toBe(true);
    await expectLedgerConsistent(db(), u);
  });

  it('the sweeper job runs once right at start (what a killed server left behind), then stops cleanly', async () => {
    await settleLeftovers();
    const u = await seedUser(db(), { freeCreditsLastReset: new Date(Date.now() - DAY), lastResetDate: new Date(Date.now() - DAY) });
    const killedMidway = await okReserve(u, { cost: 2, now: new Date(Date.now() - TIMEOUT - MINUTE) });
    const queue = new JobQueue({ db: database.db, pollMs: 50 });
    registerSweepGenerations(queue, database, { timeoutMs: TIMEOUT, intervalMs: 60_000 });
    await queue.start();
    try {
      await expect.poll(async () => (await db().select().from(generations).where(eq(generations.id, killedMidway.generationId)))[0].status, { timeout: 10_000 }).toBe('refunded');
    } finally {
      await queue.stop();
    }
    expect((await subscriptionOf(db(), u)).freeCreditsUsed).toBe(0);
    await expectLedgerConsistent(db(), u);
  });

  it('grants and adjusts one-time credits with ledger rows, never below zero', async () => {
    const u = await seedUser(db(), { freeCreditsUsed: 40 });
    expect(await grantCredits(db(), u, { oneTimeCredits: 155, reason: 'credit pack small' })).toBe(155);
    expect(await adjustOneTimeCredits(db(), u, { amount: -5, reason: 'correction' })).toBe(150);
    await expect(adjustOneTimeCredits(db(), u, { amount: -151, reason: 'too much' })).rejects.toMatchObject({ kind: 'conflict', code: 'insufficient_credits' });
    await expect(grantCredits(db(), u, { oneTimeCredits: 0, reason: 'nothing' })).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_input' });
    await expect(grantCredits(db(), 'no-such-user', { oneTimeCredits: 5, reason: 'x' })).rejects.toMatchObject({ kind: 'not_found', code: 'subscription_not_found' });
    expect((await ledgerOf(db(), u)).map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['adjust', -5],
      ['grant', 155],
    ]);
    await expectLedgerConsistent(db(), u);
  });

  it('keeps the cached counters equal to the ledger sums through a mix of operations, sequential and parallel', async () => {
    const u = await seedUser(db(), { plan: 'bronze', maxImages: 250 });
    let clock = 0;
    const tick = () => {
      clock += 7 * DAY;
      return at(clock);
    };
    const pending: string[] = [];
    for (let step = 0; step < 24; step++) {
      const now = tick();
      if (step % 6 === 0) await grantCredits(db(), u, { oneTimeCredits: 10, reason: 'pack', now });
      const r = await reserve(u, { tier: step % 3 === 0 ? 'premium' : 'standard', cost: 1 + (step % 4), now });
      if (!r.ok) continue;
      if (step % 3 === 0) await refundGeneration(db(), r.generationId, 'provider_error', now);
      else if (step % 3 === 1) await completeGeneration(db(), r.generationId, { images: [image(step)], now });
      else pending.push(r.generationId);
      await expectLedgerConsistent(db(), u);
    }
    // Parallel: generations, refunds of the pending ones, a grant and the sweeper, all at once.
    const now = tick();
    const ops: Promise<unknown>[] = [
      ...Array.from({ length: 20 }, (_, i) => reserve(u, { tier: i % 2 ? 'premium' : 'standard', cost: 1 + (i % 3), now })),
      ...pending.map((id) => refundGeneration(db(), id, 'provider_error', now)),
      grantCredits(db(), u, { oneTimeCredits: 3, reason: 'gift', now }),
      adjustOneTimeCredits(db(), u, { amount: -1, reason: 'fix', now }),
      sweepGenerations(database, { timeoutMs: TIMEOUT, now }),
    ];
    await Promise.all(ops);
    const { cached } = await expectLedgerConsistent(db(), u);
    expect(cached.freeCreditsUsed + cached.monthlyImageCount).toBeGreaterThan(0);
    const kinds = new Set((await ledgerOf(db(), u)).map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['adjust', 'debit', 'grant', 'refund', 'reset']);
  });

  /*
   * DESIGN §7 "Credits race". On PostgreSQL this is the real test: 200 transactions race for one row and
   * only the conditional UPDATE keeps the balance from going negative (a read-then-write version fails
   * here). PGlite runs one session at a time, so on PGlite the requests are merely queued and the test
   * proves little — it runs there only to keep the code path covered.
   */
  it('serves exactly one of 200 concurrent generations for a user with 1 credit left', async () => {
    const u = await seedUser(db(), { freeCreditsUsed: 39 });
    const results = await Promise.all(Array.from({ length: 200 }, () => reserve(u)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'no_credits')).toHaveLength(199);
    expect(await subscriptionOf(db(), u)).toMatchObject({ freeCreditsUsed: 40, monthlyImageCount: 0, oneTimeCredits: 0 });
    expect(await generationsOf(db(), u)).toHaveLength(1);
    expect(await ledgerOf(db(), u)).toHaveLength(1);
    await expectLedgerConsistent(db(), u);
  });

  it('serves exactly as many parallel generations as the balances hold across free, monthly and one-time', async () => {
    // 3 free + 4 monthly + 5 one-time = 12 single-image generations, requested 60 times at once.
    const u = await seedUser(db(), { plan: 'bronze', freeCreditsUsed: 37, maxImages: 250, monthlyImageCount: 246, oneTimeCredits: 5 });
    const results = await Promise.all(Array.from({ length: 60 }, () => reserve(u)));
    const served = results.flatMap((r) => (r.ok ? [r.balance] : []));
    expect(served).toHaveLength(12);
    expect(served.filter((b) => b === 'free')).toHaveLength(3);
    expect(served.filter((b) => b === 'monthly')).toHaveLength(4);
    expect(served.filter((b) => b === 'oneTime')).toHaveLength(5);
    expect(await subscriptionOf(db(), u)).toMatchObject({ freeCreditsUsed: 40, monthlyImageCount: 250, oneTimeCredits: 0 });
  });
});
