import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTestEvents } from '../../src/server/db/schema';
import type { LocalPayments } from '../../src/server/providers/payments';
import { FIRST_REDELIVERY_AFTER_MS } from '../../src/server/providers/payments/local-events';
import { receiveWebhook } from '../../src/server/services/payments';
import { subscriptionOf } from '../setup/credits';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * The test-mode provider stores each event with the payment it tells of, before delivering it; an event
 * the process never delivered (it died, or the handler failed) is delivered again by the redelivery
 * job, and applied once.
 */
describe.each(testDbKinds())('test-mode events stored before delivery on %s', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;
  const local = () => server.deps.payments as LocalPayments;
  const connectHandler = () => local().connectWebhook((raw, header) => receiveWebhook(server.deps.paymentsDeps, raw, header));
  const inMs = (ms: number) => new Date(Date.now() + ms);

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000' });
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function packCheckout(email: string) {
    const client = server.client();
    await client.signUp(email);
    const userId = (await client.get('/api/me')).json.user.id as string;
    const started = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: `key-${email.split('@')[0]}` });
    expect(started.status).toBe(200);
    return { client, userId, sessionId: (started.json.url as string).split('/checkout/test/')[1] };
  }

  it('delivers at once and marks the event delivered', async () => {
    const c = await packCheckout('events-now@test.example');
    expect((await c.client.post(`/api/payments/test-checkout/${c.sessionId}/pay`)).status).toBe(200);
    await local().eventsDelivered();
    expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(155);
    const rows = await db().select().from(paymentTestEvents);
    expect(rows.map((r) => r.type).sort()).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);
    expect(rows.every((r) => r.deliveredAt !== null)).toBe(true);
  });

  it('after a crash before delivery, the job delivers each stored event and it is applied once', async () => {
    const paid = await Promise.all(Array.from({ length: 5 }, (_, i) => packCheckout(`events-crash-${i}@test.example`)));
    // The instance dies as each payment commits: its deliveries never reach the webhook handler.
    local().connectWebhook(async () => {
      throw new Error('the instance stopped');
    });
    try {
      for (const c of paid) expect((await c.client.post(`/api/payments/test-checkout/${c.sessionId}/pay`)).status).toBe(200);
      await local().eventsDelivered();
    } finally {
      connectHandler();
    }
    for (const c of paid) expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(0);
    expect(await db().select().from(paymentTestEvents).where(isNull(paymentTestEvents.deliveredAt))).toHaveLength(10);

    // Left to the delivery after the payment for a while, then taken by the job.
    expect(await local().redeliverDue(new Date())).toEqual({ delivered: 0, failed: 0 });
    expect(await local().redeliverDue(inMs(FIRST_REDELIVERY_AFTER_MS + 1000))).toEqual({ delivered: 10, failed: 0 });
    for (const c of paid) expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(155);

    // Once: nothing is due again, and a duplicate delivery of the same event changes nothing.
    expect(await local().redeliverDue(inMs(3_600_000))).toEqual({ delivered: 0, failed: 0 });
    const [again] = await db().select().from(paymentTestEvents).where(eq(paymentTestEvents.type, 'checkout.session.completed')).limit(1);
    await db()
      .update(paymentTestEvents)
      .set({ deliveredAt: null, nextAttemptAt: new Date(0) })
      .where(eq(paymentTestEvents.id, again.id));
    expect(await local().redeliverDue(new Date())).toEqual({ delivered: 1, failed: 0 });
    for (const c of paid) expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(155);
  });

  it('a handler that keeps failing is tried again with growing waits, and not after three days', async () => {
    const c = await packCheckout('events-failing@test.example');
    local().connectWebhook(async () => {
      throw new Error('handler down');
    });
    try {
      expect((await c.client.post(`/api/payments/test-checkout/${c.sessionId}/pay`)).status).toBe(200);
      await local().eventsDelivered();
      const t1 = inMs(FIRST_REDELIVERY_AFTER_MS + 1000);
      expect(await local().redeliverDue(t1)).toEqual({ delivered: 0, failed: 2 });
      // The first wait is a minute, the next two.
      expect(await local().redeliverDue(new Date(t1.getTime() + 30_000))).toEqual({ delivered: 0, failed: 0 });
      const t2 = new Date(t1.getTime() + 61_000);
      expect(await local().redeliverDue(t2)).toEqual({ delivered: 0, failed: 2 });
      expect(await local().redeliverDue(new Date(t2.getTime() + 61_000))).toEqual({ delivered: 0, failed: 0 });
      expect(await local().redeliverDue(new Date(t2.getTime() + 121_000))).toEqual({ delivered: 0, failed: 2 });
      expect(await local().redeliverDue(inMs(3 * 86_400_000 + 60_000))).toEqual({ delivered: 0, failed: 0 });
    } finally {
      connectHandler();
    }
    expect(await local().redeliverDue(inMs(12 * 3_600_000))).toEqual({ delivered: 2, failed: 0 });
    expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(155);
  });
});
