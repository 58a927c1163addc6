import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, creditLedger, paymentEvents } from '../../src/server/db/schema';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../../src/server/providers/payments/fakes/fake-stripe';
import { startCheckout, syncSubscriptionFromStripe } from '../../src/server/services/payments';
import { CREDIT_PACKS, PLANS, type PlanId } from '../../src/shared/plans';
import { expectLedgerConsistent, seedUser, subscriptionOf } from '../setup/credits';
import { postWebhook, runConcurrently, type StripeEvent, seededRandom, shuffle, signEvent, stripeEvent, TEST_WEBHOOK_SECRET } from '../setup/payments';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * The webhook under Stripe's delivery guarantees (at least once, any order, late), against the Stripe
 * client and a loopback fake of Stripe: 1,000 events shuffled and duplicated, with success-page syncs
 * racing them, must give one credit grant per paid pack and each subscription as Stripe last says.
 */

const SEED = Number(process.env.PAYMENTS_SEED ?? 20261124);
const EVENT_COUNT = 1_000;
const PLAN_PRICES: Record<string, PlanId> = { price_bronze: 'bronze', price_silver: 'silver', price_gold: 'gold', price_platinum: 'platinum' };
const PRICE_OF = Object.fromEntries(Object.entries(PLAN_PRICES).map(([price, plan]) => [plan, price]));
const SOLD = ['bronze', 'silver', 'gold', 'platinum'] as const;

const STRIPE_ENV = (fake: FakeStripe) => ({
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
  STRIPE_API_BASE: fake.url,
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_PRICE_BRONZE: 'price_bronze',
  STRIPE_PRICE_SILVER: 'price_silver',
  STRIPE_PRICE_GOLD: 'price_gold',
  STRIPE_PRICE_PLATINUM: 'price_platinum',
  PAYMENTS_MAX_RETRIES: '0',
  PAYMENTS_SYNC_TIMEOUT_MS: '1500',
});

describe.each(testDbKinds())('payments webhooks on %s', (kind) => {
  let fake: FakeStripe;
  let server: TestServer;
  const db = () => server.deps.database.db;
  const deps = () => server.deps.paymentsDeps;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startTestServer(kind, STRIPE_ENV(fake));
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  const buyer = (id: string) => ({ id, email: `${id}@credits.test`, plan: 'free' });
  const sessionOf = async (checkoutId: string) => {
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, checkoutId));
    return row.providerSessionId as string;
  };
  const grantsFor = async (checkoutId: string) =>
    Number(
      (
        await db()
          .select({ n: sql<string>`count(*)` })
          .from(creditLedger)
          .where(sql`${creditLedger.kind} = 'grant' AND ${creditLedger.reason} LIKE ${`%checkout ${checkoutId})`}`)
      )[0].n,
    );

  it(`applies ${EVENT_COUNT} shuffled, duplicated, late events and racing syncs once each: one grant per paid pack, subscriptions as Stripe last says`, async () => {
    const random = seededRandom(SEED);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const packUsers = await Promise.all(Array.from({ length: 30 }, () => seedUser(db())));
    const subUsers = await Promise.all(Array.from({ length: 25 }, () => seedUser(db(), { monthlyImageCount: 7 })));
    const made: StripeEvent[] = [];
    let pool: StripeEvent[] = [];
    const emit = (type: string, object: object) => {
      const event = stripeEvent(type, object);
      made.push(event);
      // Each event 1–3 times; copies may be delivered in different rounds (late).
      pool.push(...Array.from({ length: 1 + Math.floor(random() * 3) }, () => event));
    };
    const statuses: number[] = [];
    let syncs = 0;
    /** Delivers a random part of what is waiting (the rest comes later), with syncs racing it. */
    const deliverSome = async (fraction: number) => {
      const shuffled = shuffle(pool, random);
      const now = shuffled.slice(0, Math.ceil(shuffled.length * fraction));
      pool = shuffled.slice(now.length);
      const tasks: Array<() => Promise<unknown>> = now.map((event) => async () => {
        const { raw, header } = signEvent(event);
        statuses.push((await postWebhook(server.app, raw, header)).status);
      });
      for (let i = 0; i < Math.ceil(now.length / 10); i++) {
        const user = pick([...packUsers, ...subUsers]);
        tasks.push(async () => {
          syncs++;
          const result = await syncSubscriptionFromStripe(deps(), user, { timeoutMs: 60_000 });
          if (!result.ok) throw new Error(`sync failed: ${result.reason}`);
        });
      }
      await runConcurrently(shuffle(tasks, random), 6);
    };

    const expectedCredits = new Map<string, number>();
    const packCheckouts: Array<{ id: string; userId: string; outcome: 'paid' | 'expired' | 'open' }> = [];
    const subsOf = new Map<string, string>();

    let n = 0;
    while (made.length < EVENT_COUNT) {
      n++;
      const r = random();
      if (r < 0.35 || subsOf.size === 0) {
        // A pack bought (or abandoned).
        const userId = pick(packUsers);
        const pack = pick(CREDIT_PACKS);
        const { checkoutId } = await startCheckout(deps(), buyer(userId), { purpose: 'pack', packId: pack.id, idempotencyKey: `pack-${n}-${userId.slice(0, 8)}` });
        const sessionId = await sessionOf(checkoutId);
        const outcome = random();
        if (outcome < 0.8) {
          const session = fake.complete(sessionId);
          emit('payment_intent.succeeded', fake.paymentIntents.get(session.payment_intent as string) as object);
          emit('checkout.session.completed', session);
          expectedCredits.set(userId, (expectedCredits.get(userId) ?? 0) + pack.credits);
          packCheckouts.push({ id: checkoutId, userId, outcome: 'paid' });
        } else if (outcome < 0.9) {
          emit('checkout.session.expired', fake.expire(sessionId));
          packCheckouts.push({ id: checkoutId, userId, outcome: 'expired' });
        } else packCheckouts.push({ id: checkoutId, userId, outcome: 'open' });
      } else if (r < 0.45 && subsOf.size < subUsers.length) {
        // A plan bought.
        const userId = subUsers.find((u) => !subsOf.has(u)) as string;
        const { checkoutId } = await startCheckout(deps(), buyer(userId), { purpose: 'plan', plan: pick(SOLD), idempotencyKey: `plan-${n}` });
        const session = fake.complete(await sessionOf(checkoutId));
        const sub = fake.subscriptions.get(session.subscription as string) as object;
        subsOf.set(userId, session.subscription as string);
        emit('customer.subscription.created', sub);
        emit('invoice.paid', { id: `in_${n}`, object: 'invoice', subscription: session.subscription, customer: session.customer, billing_reason: 'subscription_create' });
        emit('checkout.session.completed', session);
      } else {
        // A change to a running subscription: another plan, cancel/resume at period end, a renewal.
        const subId = pick([...subsOf.values()]);
        const sub = fake.subscriptions.get(subId) as unknown as { status: string; cancel_at_period_end: boolean; items: { data: Array<{ id: string }> } };
        if (sub.status === 'canceled') continue;
        const action = random();
        if (action < 0.4) {
          fake.updateSubscription(subId, { items: [{ id: sub.items.data[0].id, price: PRICE_OF[pick(SOLD)] }] });
          emit('customer.subscription.updated', sub);
        } else if (action < 0.7) {
          fake.updateSubscription(subId, { cancel_at_period_end: String(!sub.cancel_at_period_end) });
          emit('customer.subscription.updated', sub);
        } else {
          const renewed = fake.renew(subId) as unknown as { status: string; customer: string };
          if (renewed.status === 'canceled') emit('customer.subscription.deleted', renewed);
          else {
            emit('invoice.paid', {
              id: `in_${n}`,
              object: 'invoice',
              parent: { subscription_details: { subscription: subId } },
              customer: renewed.customer,
              billing_reason: 'subscription_cycle',
            });
            emit('customer.subscription.updated', renewed);
          }
        }
      }
      if (n % 40 === 0) await deliverSome(0.6);
    }
    await deliverSome(1);

    expect(made.length).toBeGreaterThanOrEqual(EVENT_COUNT);
    expect(statuses.length).toBeGreaterThan(made.length);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(syncs).toBeGreaterThan(50);
    // Every event recorded once.
    const recorded = await db().select({ n: sql<string>`count(*)` }).from(paymentEvents);
    expect(Number(recorded[0].n)).toBe(made.length);

    // One grant per paid pack, none for the others; balances are the sums.
    for (const c of packCheckouts) expect(await grantsFor(c.id), `${c.outcome} checkout ${c.id}`).toBe(c.outcome === 'paid' ? 1 : 0);
    for (const userId of packUsers) {
      expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(expectedCredits.get(userId) ?? 0);
      await expectLedgerConsistent(db(), userId);
    }
    const [expiredCount] = await db().select({ n: sql<string>`count(*)` }).from(checkouts).where(eq(checkouts.status, 'expired'));
    expect(Number(expiredCount.n)).toBe(packCheckouts.filter((c) => c.outcome === 'expired').length);

    // Each subscription equals the fake's last state.
    for (const [userId, subId] of subsOf) {
      const sub = fake.subscriptions.get(subId) as unknown as {
        status: string;
        cancel_at_period_end: boolean;
        items: { data: Array<{ price: { id: string }; current_period_start: number; current_period_end: number }> };
      };
      const row = await subscriptionOf(db(), userId);
      const live = ['active', 'trialing', 'past_due'].includes(sub.status);
      const plan = live ? PLAN_PRICES[sub.items.data[0].price.id] : 'free';
      expect(row, userId).toMatchObject({
        plan,
        maxImages: PLANS[plan].maxImages,
        freeCredits: PLANS[plan].freeCredits,
        providerSubscriptionId: subId,
        providerSubscriptionStatus: sub.status,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
      });
      expect(row.currentPeriodEnd?.getTime()).toBe(sub.items.data[0].current_period_end * 1000);
      // A paid period started after the seed: the monthly count began again at 0, with a ledger reset.
      expect(row.monthlyImageCount).toBe(0);
      await expectLedgerConsistent(db(), userId);
    }
  }, 600_000);

  it('refuses forged, stale and unsigned events with no effect, then applies the genuine one once', async () => {
    const userId = await seedUser(db());
    const { checkoutId } = await startCheckout(deps(), buyer(userId), { purpose: 'pack', packId: 'small', idempotencyKey: 'sig-test-1' });
    const event = stripeEvent('checkout.session.completed', fake.complete(await sessionOf(checkoutId)));
    const now = Math.floor(Date.now() / 1000);
    const forged = signEvent(event, 'whsec_somebody_else');
    const stale = signEvent(event, TEST_WEBHOOK_SECRET, now - 301);
    const future = signEvent(event, TEST_WEBHOOK_SECRET, now + 301);
    const genuine = signEvent(event);
    for (const [raw, header] of [
      [forged.raw, forged.header],
      [stale.raw, stale.header],
      [future.raw, future.header],
      [genuine.raw.replace('"livemode":false', '"livemode":true'), genuine.header],
      [genuine.raw, undefined],
    ] as const) {
      const res = await postWebhook(server.app, raw, header);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'invalid_signature' } });
    }
    expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(0);
    expect((await postWebhook(server.app, genuine.raw, genuine.header)).status).toBe(200);
    // A resend of the same, signed again later (Stripe's retries are re-signed), changes nothing.
    const resent = signEvent(event);
    expect((await postWebhook(server.app, resent.raw, resent.header)).body).toMatchObject({ received: true, duplicate: true });
    expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(155);
  });

  it('tolerates a sync that fails or times out (answered ok:false, nothing lost), then a later sync and the webhook give one grant', async () => {
    const client = server.client();
    await client.signUp('sync-tolerance@test.example');
    const me = await client.get('/api/me');
    const userId = me.json.user.id as string;
    const started = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: 'sync-tolerance-1' });
    expect(started.status).toBe(200);
    expect(started.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const session = fake.complete(await sessionOf(started.json.checkoutId));

    fake.hangNext(5_000);
    const t0 = Date.now();
    const timedOut = await client.post('/api/payments/sync');
    expect(timedOut.status).toBe(200);
    expect(timedOut.json).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - t0).toBeLessThan(4_000);

    fake.failNext(1);
    const failed = await client.post('/api/payments/sync');
    expect(failed.status).toBe(200);
    expect(failed.json).toMatchObject({ ok: false, reason: 'provider_error' });

    const synced = await client.post('/api/payments/sync');
    expect(synced.json).toMatchObject({ ok: true });
    const { raw, header } = signEvent(stripeEvent('checkout.session.completed', session));
    expect((await postWebhook(server.app, raw, header)).status).toBe(200);
    await client.post('/api/payments/sync');
    // The timed-out sync may still have finished in the background: either way, one grant.
    expect(await grantsFor(started.json.checkoutId)).toBe(1);
    expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(155);
  });

  it('a double-clicked buy button gets the same checkout; a card error or a busy Stripe is a clear message', async () => {
    const client = server.client();
    await client.signUp('double-click@test.example');
    const [a, b] = await Promise.all([
      client.post('/api/payments/checkout', { purpose: 'pack', packId: 'large', idempotencyKey: 'double-click-1' }),
      client.post('/api/payments/checkout', { purpose: 'pack', packId: 'large', idempotencyKey: 'double-click-1' }),
    ]);
    expect(a.json.url).toBe(b.json.url);
    fake.failNext(1);
    const busy = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'large', idempotencyKey: 'busy-key-1' });
    expect(busy.status).toBe(503);
    expect(busy.json.error.code).toBe('payments_busy');
    const tampered = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'huge', idempotencyKey: 'tamper-key-1' });
    expect(tampered.status).toBe(400);
    const guest = await server.client().post('/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: 'guest-key-1' });
    expect(guest.status).toBe(401);
  });
});
