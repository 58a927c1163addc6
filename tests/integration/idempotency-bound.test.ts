import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders } from '../../src/server/db/schema';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../../src/server/providers/payments/fakes/fake-stripe';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { sampleDesign } from '../setup/designs';
import { TEST_ADDRESS } from '../setup/orders';
import { TEST_WEBHOOK_SECRET } from '../setup/payments';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const CHEAP: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
const DEAR: StickerOptions = { ...CHEAP, widthIn: 10, heightIn: 10, quantity: 1000 };

/**
 * An idempotency key stands for one request body, against the Stripe client and the loopback fake of
 * Stripe: when the first call to Stripe fails, the checkout is marked failed and the order it placed is
 * cancelled, and the same key sent with another body (a cheaper cart, a smaller credit pack) is refused
 * with 409 `idempotency_mismatch` instead of paying the first request's goods at the second's price.
 */
describe.each(testDbKinds())('idempotency keys bound to their request on %s', (kind) => {
  let fake: FakeStripe;
  let server: TestServer;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startTestServer(kind, {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_API_BASE: fake.url,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      PAYMENTS_MAX_RETRIES: '0',
    });
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  /** The first API call fails, as the probe did it: through the fake's control request. */
  const failNextStripeCall = async () => {
    const res = await fetch(`${fake.url}/__fake/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1, kind: 'api_error' }) });
    expect(res.status).toBe(200);
  };
  const checkoutOf = async (userId: string, key: string) => (await db().select().from(checkouts).where(eq(checkouts.userId, userId))).find((row) => row.idempotencyKey === key);

  async function orderRequest(designId: string, options: StickerOptions, key: string) {
    const result = orderTotal([options], await getCurrentPriceTable(db()), { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!result.ok) throw new Error(result.error.message);
    const total = result.total;
    return {
      purpose: 'order',
      idempotencyKey: key,
      order: {
        lines: [{ designId, options, expectedLineCents: total.lines[0].line.amountCents }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: total.total.amountCents,
        language: 'en',
      },
    };
  }

  it('a failed first call marks the checkout failed and cancels its order; the key with a cheaper cart is refused', async () => {
    const client = server.client();
    await client.signUp(`bound-order-${kind}@test.example`);
    const userId = (await client.get('/api/me')).json.user.id as string;
    const design = await client.post('/api/designs', { name: 'Disc', json: sampleDesign('Disc') });
    const designId = design.json.design.id as string;
    const key = 'bound-order-key-0001';

    await failNextStripeCall();
    const first = await client.post('/api/payments/checkout', await orderRequest(designId, DEAR, key));
    expect(first.status).toBeGreaterThanOrEqual(500);
    const [placed] = await db().select().from(orders).where(eq(orders.userId, userId));
    expect(placed.status).toBe('cancelled');
    expect(await checkoutOf(userId, key)).toMatchObject({ status: 'failed', reference: placed.id, requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const sessionsBefore = fake.sessions.size;
    const cheaper = await client.post('/api/payments/checkout', await orderRequest(designId, CHEAP, key));
    expect(cheaper.status).toBe(409);
    expect(cheaper.json.error.code).toBe('idempotency_mismatch');
    // The same body again: the checkout ended, nothing is asked of Stripe.
    const again = await client.post('/api/payments/checkout', await orderRequest(designId, DEAR, key));
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('checkout_finished');
    expect(fake.sessions.size).toBe(sessionsBefore);
    expect(await db().select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
  });

  it('the key of an open order checkout answers its session for the same body and 409 for another', async () => {
    const client = server.client();
    await client.signUp(`bound-open-${kind}@test.example`);
    const design = await client.post('/api/designs', { name: 'Star', json: sampleDesign('Star') });
    const designId = design.json.design.id as string;
    const key = 'bound-open-key-0001';
    const started = await client.post('/api/payments/checkout', await orderRequest(designId, CHEAP, key));
    expect(started.status).toBe(200);
    expect((await client.post('/api/payments/checkout', await orderRequest(designId, CHEAP, key))).json.url).toBe(started.json.url);
    const other = await client.post('/api/payments/checkout', await orderRequest(designId, DEAR, key));
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('idempotency_mismatch');
  });

  it('a failed large-pack checkout cannot be paid at the small pack’s price under the same key', async () => {
    const client = server.client();
    await client.signUp(`bound-pack-${kind}@test.example`);
    const userId = (await client.get('/api/me')).json.user.id as string;
    const key = 'bound-pack-key-0001';

    await failNextStripeCall();
    const large = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'large', idempotencyKey: key });
    expect(large.status).toBeGreaterThanOrEqual(500);
    expect(await checkoutOf(userId, key)).toMatchObject({ status: 'failed', reference: 'large' });

    const sessionsBefore = fake.sessions.size;
    const small = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: key });
    expect(small.status).toBe(409);
    expect(small.json.error.code).toBe('idempotency_mismatch');
    expect(fake.sessions.size).toBe(sessionsBefore);

    // An open pack checkout's key, too.
    const openKey = 'bound-pack-key-0002';
    expect((await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: openKey })).status).toBe(200);
    const swapped = await client.post('/api/payments/checkout', { purpose: 'pack', packId: 'large', idempotencyKey: openKey });
    expect(swapped.status).toBe(409);
    expect(swapped.json.error.code).toBe('idempotency_mismatch');
  });
});
