import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from './fakes/fake-stripe';
import { decodeForm } from './fakes/form';
import { StripePayments } from './stripe';
import { callStripe, createStripeClient } from './stripe-client';
import { PaymentsError } from './types';

let fake: FakeStripe;
const client = (overrides: Partial<ConstructorParameters<typeof StripePayments>[0]> = {}) =>
  new StripePayments({ secretKey: FAKE_STRIPE_KEY, apiBase: fake.url, apiVersion: '2025-08-27.basil', timeoutMs: 5_000, maxRetries: 2, ...overrides });

const pack = {
  purpose: 'pack' as const,
  mode: 'payment' as const,
  checkoutId: '00000000-0000-4000-8000-000000000001',
  userId: 'user-1',
  email: 'buyer@example.com',
  lineItems: [{ name: '155 AI image credits', amountCents: 399, currency: 'CAD', quantity: 1 }],
  metadata: { pack: 'small' },
  successUrl: 'http://localhost:3000/subscription?checkout=success',
  cancelUrl: 'http://localhost:3000/subscription?checkout=cancelled',
};

const code = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err instanceof PaymentsError ? err.code : `other: ${(err as Error).message}`;
  }
  return 'ok';
};

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.failNext(0);
  fake.hangNext(0);
});

describe('the Stripe client against a loopback fake of the documented API', () => {
  it('creates a payment-mode Checkout Session with an inline price, form-encoded, with its idempotency key', async () => {
    const session = await client().createCheckout({ ...pack, idempotencyKey: 'k-create-1' });
    expect(session).toMatchObject({ mode: 'payment', status: 'open', payment_status: 'unpaid', client_reference_id: pack.checkoutId, amount_total: 399, currency: 'cad' });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(session.metadata).toMatchObject({ checkoutId: pack.checkoutId, userId: 'user-1', purpose: 'pack', pack: 'small' });
    const [req] = fake.requests;
    expect(req.headers['idempotency-key']).toBe('k-create-1');
    expect(req.headers['stripe-version']).toBe('2025-08-27.basil');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(decodeForm(String(req.body))).toMatchObject({ line_items: [{ price_data: { unit_amount: '399' } }] });
  });

  it('creates a subscription-mode session, and after payment retrieves the session and the subscription', async () => {
    const stripe = client();
    const session = await stripe.createCheckout({
      ...pack,
      purpose: 'plan',
      mode: 'subscription',
      lineItems: [{ name: 'Silver', amountCents: 799, currency: 'CAD', quantity: 1, recurring: { interval: 'month' } }],
      metadata: { plan: 'silver' },
      idempotencyKey: 'k-sub-1',
    });
    fake.complete(session.id);
    const paid = await stripe.retrieveCheckout(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const sub = await stripe.retrieveSubscription(paid.subscription as string);
    expect(sub).toMatchObject({ status: 'active', cancel_at_period_end: false, metadata: { plan: 'silver', userId: 'user-1' } });
    expect(sub.items.data[0].current_period_end).toBeGreaterThan(sub.items.data[0].current_period_start as number);

    const cancelled = await stripe.setCancelAtPeriodEnd(sub.id, true, 'k-cancel-1');
    expect(cancelled.cancel_at_period_end).toBe(true);
    const moved = await stripe.changeSubscriptionPrice(sub.id, 'price_gold', 'k-change-1');
    expect(moved.items.data[0].price.id).toBe('price_gold');
    expect(moved.cancel_at_period_end).toBe(false);

    const portal = await stripe.billingPortalUrl(paid.customer as string, 'http://localhost:3000/subscription');
    expect(portal).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  it('refunds a paid session in part, then refuses more than what is left', async () => {
    const stripe = client();
    const session = await stripe.createCheckout({ ...pack, idempotencyKey: 'k-refund-1' });
    fake.complete(session.id);
    const pi = (await stripe.retrieveCheckout(session.id)).payment_intent as string;
    const refund = await stripe.refund({ paymentIntentId: pi, amountCents: 100, idempotencyKey: 'r-1' });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 100, payment_intent: pi });
    expect(await code(stripe.refund({ paymentIntentId: pi, amountCents: 1000, idempotencyKey: 'r-2' }))).toBe('invalid_request');
  });

  it('maps a declined card (402 card_error) to card_declined, without retrying', async () => {
    const sdk = createStripeClient({ secretKey: FAKE_STRIPE_KEY, apiBase: fake.url, apiVersion: 'v', timeoutMs: 5_000, maxRetries: 2 });
    const pay = (payment_method: string, idempotencyKey: string) =>
      callStripe('pay', 5_000, () => sdk.paymentIntents.create({ amount: 399, currency: 'cad', payment_method, confirm: true }, { idempotencyKey }));
    const ok = await pay('pm_card_visa', 'pi-ok');
    expect(ok.status).toBe('succeeded');
    expect(await code(pay('pm_card_chargeDeclined', 'pi-declined'))).toBe('card_declined');
    expect(fake.requests.filter((r) => r.headers['idempotency-key'] === 'pi-declined')).toHaveLength(1);
  });

  it('retries a 429 with the same idempotency key, and gives up as rate_limited after the retries', async () => {
    fake.failNext(2);
    const session = await client().createCheckout({ ...pack, idempotencyKey: 'k-429' });
    expect(session.status).toBe('open');
    const tries = fake.requests.filter((r) => r.headers['idempotency-key'] === 'k-429');
    expect(tries).toHaveLength(3);
    fake.failNext(3);
    expect(await code(client().createCheckout({ ...pack, idempotencyKey: 'k-429-b' }))).toBe('rate_limited');
  });

  it('retries a 5xx and a dropped connection with the same idempotency key', async () => {
    fake.failNext(2, 'api_error');
    const session = await client().createCheckout({ ...pack, idempotencyKey: 'k-500' });
    expect(session.status).toBe('open');
    expect(fake.requests.filter((r) => r.headers['idempotency-key'] === 'k-500')).toHaveLength(3);
    fake.dropNext(1);
    const again = await client().createCheckout({ ...pack, idempotencyKey: 'k-drop' });
    expect(again.status).toBe('open');
    expect(fake.requests.filter((r) => r.headers['idempotency-key'] === 'k-drop')).toHaveLength(2);
    fake.failNext(3, 'api_error');
    expect(await code(client().createCheckout({ ...pack, idempotencyKey: 'k-500-b' }))).toBe('provider_error');
  });

  it("answers the rate limiter's 429 (no retry advice) as rate_limited at once, as Stripe advises", async () => {
    fake.failNext(1, 'rate_limit');
    expect(await code(client().createCheckout({ ...pack, idempotencyKey: 'k-limited' }))).toBe('rate_limited');
    expect(fake.requests.filter((r) => r.headers['idempotency-key'] === 'k-limited')).toHaveLength(1);
  });

  it('replays the same key with the same parameters, and refuses it with other parameters (idempotency_error)', async () => {
    const stripe = client();
    const first = await stripe.createCheckout({ ...pack, idempotencyKey: 'k-replay' });
    const again = await stripe.createCheckout({ ...pack, idempotencyKey: 'k-replay' });
    expect(again.id).toBe(first.id);
    expect(fake.sessions.size).toBeGreaterThan(0);
    expect(await code(stripe.createCheckout({ ...pack, lineItems: [{ ...pack.lineItems[0], amountCents: 1 }], idempotencyKey: 'k-replay' }))).toBe('idempotency_error');
  });

  it('answers not_found for an unknown session, not_configured for a bad key or no key, timeout past the deadline', async () => {
    expect(await code(client().retrieveCheckout('cs_test_nope'))).toBe('not_found');
    expect(await code(client({ secretKey: 'sk_test_wrong' }).retrieveCheckout('cs_test_nope'))).toBe('not_configured');
    expect(await code(client({ secretKey: undefined }).retrieveCheckout('cs_test_nope'))).toBe('not_configured');
    fake.hangNext(2_000);
    expect(await code(client({ timeoutMs: 200, maxRetries: 0 }).retrieveCheckout('cs_test_x'))).toBe('timeout');
  });

  it('keeps one deadline over the retries: a call still retrying when it passes answers timeout', async () => {
    fake.failNext(3, 'api_error');
    const started = Date.now();
    expect(await code(client({ timeoutMs: 300, maxRetries: 2 }).retrieveCheckout('cs_test_slow'))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
