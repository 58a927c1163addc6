import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, paymentEvents, subscriptions } from '../../src/server/db/schema';
import { LocalPayments } from '../../src/server/providers/payments';
import { PLANS } from '../../src/shared/plans';
import { ledgerOf, subscriptionOf } from '../setup/credits';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * PAYMENTS_PROVIDER=local (the default): the test-mode checkout page's pay, decline and abandon go
 * through signed events and the same webhook handler as Stripe's; plans change limits; a renewal resets
 * the monthly count.
 */
describe.each(testDbKinds())('test-mode payments on %s', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;
  const local = () => server.deps.payments as LocalPayments;

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function signedUp(email: string) {
    const client = server.client();
    await client.signUp(email);
    const userId = (await client.get('/api/me')).json.user.id as string;
    return { client, userId };
  }
  const sessionIdOf = (url: string) => url.split('/checkout/test/')[1];

  it('is the default provider, and its checkout page is clearly test mode', async () => {
    expect(server.deps.payments).toBeInstanceOf(LocalPayments);
    const { client } = await signedUp('local-default@test.example');
    const billing = await client.get('/api/payments/billing');
    expect(billing.json).toMatchObject({ provider: 'local', testMode: true, plan: 'free', status: null, hasPortal: false, savedDesigns: { used: 0, limit: 50 } });
  });

  it('pays a pack: 155 credits once, with a ledger grant, through signed events; a second pay is refused', async () => {
    const { client, userId } = await signedUp('local-pack@test.example');
    const started = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: 'local-pack-0001' });
    expect(started.status).toBe(200);
    expect(started.json.url).toMatch(/^http:\/\/localhost:3000\/checkout\/test\/cs_test_local_/);
    const id = sessionIdOf(started.json.url);
    const view = await client.get(`/api/payments/test-checkout/${id}`);
    expect(view.json).toMatchObject({ status: 'open', mode: 'payment', purpose: 'pack', amountTotalCents: 399, currency: 'CAD', declines: 0 });
    expect(view.json.items).toEqual([{ name: '155 AI image credits', amountCents: 399, currency: 'CAD', quantity: 1, recurring: false }]);

    const declined = await client.post(`/api/payments/test-checkout/${id}/decline`);
    await server.paymentEventsDelivered();
    expect(declined.json).toMatchObject({ status: 'open', declined: true, redirectUrl: null });
    expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(0);

    const paid = await client.post(`/api/payments/test-checkout/${id}/pay`);
    await server.paymentEventsDelivered();
    expect(paid.json).toMatchObject({ status: 'complete', redirectUrl: 'http://localhost:3000/subscription?checkout=success' });
    expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(155);
    expect((await ledgerOf(db(), userId)).filter((r) => r.kind === 'grant').map((r) => [r.balance, r.amount])).toEqual([['oneTime', 155]]);
    expect((await client.post(`/api/payments/test-checkout/${id}/pay`)).status).toBe(409);
    await server.paymentEventsDelivered();
    // The success page's sync finds nothing more to do.
    expect((await client.post('/api/payments/sync')).json).toMatchObject({ ok: true, checkoutsApplied: 0 });
    expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(155);
    const types = (await db().select({ type: paymentEvents.type }).from(paymentEvents)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['payment_intent.payment_failed', 'payment_intent.succeeded', 'checkout.session.completed']));
    // Another user cannot see or pay it.
    const other = await signedUp('local-other@test.example');
    expect((await other.client.get(`/api/payments/test-checkout/${id}`)).status).toBe(404);
  });

  it('abandons a checkout: the session expires, nothing is granted', async () => {
    const { client, userId } = await signedUp('local-abandon@test.example');
    const started = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'large', idempotencyKey: 'local-abandon-1' });
    const left = await client.post(`/api/payments/test-checkout/${sessionIdOf(started.json.url)}/abandon`);
    await server.paymentEventsDelivered();
    expect(left.json).toMatchObject({ status: 'expired', redirectUrl: 'http://localhost:3000/subscription?checkout=cancelled' });
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, started.json.checkoutId));
    expect(row.status).toBe('expired');
    expect((await subscriptionOf(db(), userId)).oneTimeCredits).toBe(0);
  });

  it('a plan bought changes the limits; upgrade, downgrade, cancel at period end, renewal resets the monthly count, the end goes back to free', async () => {
    const { client, userId } = await signedUp('local-plan@test.example');
    const started = await client.post('/api/payments/checkout', { purpose: 'plan', plan: 'silver', idempotencyKey: 'local-plan-1' });
    const view = await client.get(`/api/payments/test-checkout/${sessionIdOf(started.json.url)}`);
    expect(view.json).toMatchObject({ mode: 'subscription', amountTotalCents: 799 });
    await client.post(`/api/payments/test-checkout/${sessionIdOf(started.json.url)}/pay`);
    await server.paymentEventsDelivered();
    let row = await subscriptionOf(db(), userId);
    expect(row).toMatchObject({ plan: 'silver', maxImages: 400, freeCredits: 80, providerSubscriptionStatus: 'active', cancelAtPeriodEnd: false });
    expect((await client.get('/api/payments/billing')).json).toMatchObject({ plan: 'silver', status: 'active', savedDesigns: { limit: PLANS.silver.maxSavedDesigns } });
    // A second subscription is refused: change the plan instead.
    expect((await client.post('/api/payments/checkout', { purpose: 'plan', plan: 'gold', idempotencyKey: 'local-plan-2' })).json.error.code).toBe('already_subscribed');

    expect((await client.post('/api/payments/subscription/plan', { plan: 'gold', idempotencyKey: 'local-up-1' })).json).toMatchObject({ plan: 'gold' });
    await server.paymentEventsDelivered();
    expect(await subscriptionOf(db(), userId)).toMatchObject({ plan: 'gold', maxImages: 600 });
    expect((await client.post('/api/payments/subscription/plan', { plan: 'bronze', idempotencyKey: 'local-down-1' })).json).toMatchObject({ plan: 'bronze' });
    await server.paymentEventsDelivered();
    expect(await subscriptionOf(db(), userId)).toMatchObject({ plan: 'bronze', maxImages: 250 });

    // Some monthly images used, then a renewal: the count starts again at 0 (a ledger reset).
    await db().update(subscriptions).set({ monthlyImageCount: 12 }).where(eq(subscriptions.userId, userId));
    row = await subscriptionOf(db(), userId);
    await local().renew(row.providerSubscriptionId as string);
    await server.paymentEventsDelivered();
    row = await subscriptionOf(db(), userId);
    expect(row.monthlyImageCount).toBe(0);
    expect((await ledgerOf(db(), userId)).some((r) => r.kind === 'reset' && r.balance === 'monthly' && r.amount === 12)).toBe(true);

    const cancelled = await client.post('/api/payments/subscription/cancel', { cancel: true, idempotencyKey: 'local-cancel-1' });
    await server.paymentEventsDelivered();
    expect(cancelled.json).toMatchObject({ plan: 'bronze', cancelAtPeriodEnd: true, status: 'active' });
    await local().renew(row.providerSubscriptionId as string);
    await server.paymentEventsDelivered();
    expect(await subscriptionOf(db(), userId)).toMatchObject({ plan: 'free', maxImages: 0, freeCredits: 40, providerSubscriptionStatus: 'canceled' });
    expect((await client.post('/api/payments/subscription/cancel', { cancel: false, idempotencyKey: 'local-cancel-2' })).json.error.code).toBe('no_subscription');
    await server.paymentEventsDelivered();
  });
});
