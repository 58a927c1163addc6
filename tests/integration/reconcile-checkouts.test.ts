import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../src/server/db/schema';
import type { LocalPayments } from '../../src/server/providers/payments';
import { receiveWebhook } from '../../src/server/services/payments';
import { RECONCILE_AFTER_MS, reconcileOpenCheckouts } from '../../src/server/services/payments/reconcile';
import { subscriptionOf } from '../setup/credits';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * Issue 32 item 2: a payment whose webhook never arrived (the instance was killed between the
 * provider's "paid" and its event) is fulfilled by the reconciliation job, once, without the customer
 * coming back to a page that syncs; an abandoned one the provider expired is expired.
 */
describe.each(testDbKinds())('reconciling open checkouts on %s', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;
  const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000' });
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function packCheckout(email: string, key: string) {
    const client = server.client();
    await client.signUp(email);
    const userId = (await client.get('/api/me')).json.user.id as string;
    const started = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: key });
    expect(started.status).toBe(200);
    return { client, userId, checkoutId: started.json.checkoutId as string, sessionId: (started.json.url as string).split('/checkout/test/')[1] };
  }

  /** Events made while this runs are lost, as they are when the process dies before delivering them. */
  async function withLostWebhooks(work: () => Promise<void>) {
    const local = server.deps.payments as LocalPayments;
    await local.eventsDelivered();
    local.connectWebhook(async () => {});
    try {
      await work();
      await local.eventsDelivered();
    } finally {
      // Connected again as the composition root connects it (server.ts).
      local.connectWebhook((raw, header) => receiveWebhook(server.deps.paymentsDeps, raw, header));
    }
  }

  it('fulfils 40 paid checkouts whose events were lost, each once, and expires the abandoned ones', async () => {
    const paid = await Promise.all(Array.from({ length: 40 }, (_, i) => packCheckout(`reconcile-paid-${i}@test.example`, `reconcile-paid-${i}`)));
    const abandoned = await packCheckout('reconcile-left@test.example', 'reconcile-left-1');
    const stillOpen = await packCheckout('reconcile-open@test.example', 'reconcile-open-1');
    await withLostWebhooks(async () => {
      for (const c of paid) expect((await c.client.post(`/api/payments/test-checkout/${c.sessionId}/pay`)).status).toBe(200);
      expect((await abandoned.client.post(`/api/payments/test-checkout/${abandoned.sessionId}/abandon`)).status).toBe(200);
    });
    // Paid at the provider, nothing fulfilled: the state the crash left.
    for (const c of paid.slice(0, 3)) expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(0);

    // Too young to ask about yet (their webhook may still be on its way).
    expect((await reconcileOpenCheckouts(server.deps.paymentsDeps)).checked).toBe(0);

    const first = await reconcileOpenCheckouts(server.deps.paymentsDeps, later());
    expect(first.outcomes).toEqual({ fulfilled: 40, expired: 1, unchanged: 1 });
    for (const c of paid) expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(155);
    const [left] = await db().select().from(checkouts).where(eq(checkouts.id, abandoned.checkoutId));
    expect(left.status).toBe('expired');

    // Once only: the next run, and a late webhook, change nothing.
    const second = await reconcileOpenCheckouts(server.deps.paymentsDeps, later());
    expect(second.outcomes.fulfilled ?? 0).toBe(0);
    expect((await paid[0].client.post('/api/payments/sync')).json).toMatchObject({ checkoutsApplied: 0 });
    expect((await subscriptionOf(db(), paid[0].userId)).oneTimeCredits).toBe(155);
    const [open] = await db().select().from(checkouts).where(eq(checkouts.id, stillOpen.checkoutId));
    expect(open.status).toBe('open');
  }, 180_000);

  it('leaves a checkout for the next run when the provider fails', async () => {
    const c = await packCheckout('reconcile-fail@test.example', 'reconcile-fail-1');
    await withLostWebhooks(async () => {
      expect((await c.client.post(`/api/payments/test-checkout/${c.sessionId}/pay`)).status).toBe(200);
    });
    const payments = server.deps.paymentsDeps.payments;
    const retrieve = payments.retrieveCheckout.bind(payments);
    payments.retrieveCheckout = async () => {
      throw new Error('provider answered 503');
    };
    try {
      expect((await reconcileOpenCheckouts(server.deps.paymentsDeps, later())).outcomes.failed).toBeGreaterThanOrEqual(1);
    } finally {
      payments.retrieveCheckout = retrieve;
    }
    expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(0);
    expect((await reconcileOpenCheckouts(server.deps.paymentsDeps, later())).outcomes.fulfilled).toBe(1);
    expect((await subscriptionOf(db(), c.userId)).oneTimeCredits).toBe(155);
  }, 60_000);
});
