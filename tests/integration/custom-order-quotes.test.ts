import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customOrderRequests, orderItems, orders } from '../../src/server/db/schema';
import { adminClient } from '../setup/admin';
import { uploadForm } from '../setup/designs';
import { TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const ART = path.resolve(__dirname, '../fixtures/art');

/** A /custom-order request quoted by the shop, accepted by its customer as an order, paid through the checkout of an existing order. */
describe.each(testDbKinds())('custom orders to payment (%s)', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  const db = () => server.deps.database.db;
  const requestRow = async (id: string) => (await db().select().from(customOrderRequests).where(eq(customOrderRequests.id, id)))[0];
  const mailsTo = async (email: string) => (await server.mail.list()).filter((m) => m.to === email);
  const sessionOf = (url: string) => url.split('/checkout/test/')[1];
  const quoteBody = (art: unknown, priceCents = 4500) => ({
    options: { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'holographic' },
    quantity: 100,
    priceCents,
    shippingCents: 995,
    art,
    message: 'We traced your sketch.',
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
    [alice, bob] = [server.client(), server.client()];
    expect((await alice.signUpVerified('alice-quote@test.example')).status).toBe(200);
    expect((await bob.signUp('bob-quote@test.example')).status).toBe(200);
    admin = await adminClient(server);
  });
  afterAll(() => server.stop());

  async function request(client = alice, contactEmail = 'alice-quote@test.example') {
    const sent = await client.post('/api/custom-orders', { contactEmail, name: 'Alice', description: 'Our cafe logo as a shiny sticker', size: '3 in', quantity: 100 });
    expect(sent.status, sent.text).toBe(201);
    return sent.json.request.id as string;
  }
  async function art(requestId: string) {
    const uploaded = await uploadForm(server, admin, `/api/admin/custom-orders/${requestId}/quote/art`, fs.readFileSync(path.join(ART, 'idle-256.png')), 'idle-256.png');
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    return { uploadKey: uploaded.json.uploadKey, width: uploaded.json.width, height: uploaded.json.height };
  }

  it('quotes, mails the link, refuses a changed quote and a second acceptance, and the accepted quote is paid once as an order linked both ways', async () => {
    const id = await request();
    // Only the shop quotes.
    expect((await alice.post(`/api/admin/custom-orders/${id}/quote`, quoteBody({ designId: 'x' }))).status).toBe(403);
    const quoteArt = await art(id);
    const first = await admin.post(`/api/admin/custom-orders/${id}/quote`, quoteBody(quoteArt));
    expect(first.status, first.text).toBe(200);
    expect(first.json.quote).toMatchObject({ revision: 1, priceCents: 4500, shippingCents: 995, quantity: 100, status: 'quoted', orderId: null });
    expect(first.json.quote.proofFacts).toMatchObject({ made: 'sticker' });
    const stored = await requestRow(id);
    expect(stored.status).toBe('quoted');
    expect(stored.quote).toMatchObject({ revision: 1, options: { product: 'die-cut', material: 'holographic' } });
    const [mail] = await mailsTo('alice-quote@test.example').then((all) => all.filter((m) => m.subject.startsWith('Your sticker quote')));
    expect(mail.text).toContain(`http://localhost:3000/custom-order/quote/${id}?revision=1`);
    expect(mail.text).toContain('We traced your sketch.');

    // Another customer sees nothing and accepts nothing.
    expect((await bob.get(`/api/custom-orders/${id}/quote`)).status).toBe(404);
    expect((await bob.post(`/api/custom-orders/${id}/quote/accept`, { revision: 1, shippingAddress: TEST_ADDRESS })).status).toBe(404);
    expect((await server.client().get(`/api/custom-orders/${id}/quote`)).status).toBe(401);
    expect((await alice.get(`/api/custom-orders/${id}/quote`)).json.quote.revision).toBe(1);

    // The shop changes the quote after the e-mail: the first one can no longer be accepted.
    const second = await admin.post(`/api/admin/custom-orders/${id}/quote`, quoteBody(quoteArt, 5200));
    expect(second.json.quote.revision).toBe(2);
    expect((await mailsTo('alice-quote@test.example')).some((m) => m.subject === `Your quote has changed ${id.slice(0, 8).toUpperCase()}`)).toBe(true);
    const stale = await alice.post(`/api/custom-orders/${id}/quote/accept`, { revision: 1, shippingAddress: TEST_ADDRESS });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('quote_changed');
    expect((await requestRow(id)).orderId).toBeNull();

    const accepted = await alice.post(`/api/custom-orders/${id}/quote/accept`, { revision: 2, shippingAddress: TEST_ADDRESS });
    expect(accepted.status, accepted.text).toBe(201);
    const orderId = accepted.json.orderId as string;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    // Ontario: 13 % HST on the stickers and the shipping.
    const tax = Math.round((5200 + 995) * 0.13);
    expect(order).toMatchObject({
      status: 'pending_payment',
      customOrderRequestId: id,
      subtotalCents: 5200,
      shippingCents: 995,
      taxCents: tax,
      totalCents: 5200 + 995 + tax,
      priceVersionId: 'manual',
    });
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ quantity: 100, lineCents: 5200, designKey: (await requestRow(id)).quote?.designKey, proofKey: (await requestRow(id)).quote?.proofKey });
    expect(await requestRow(id)).toMatchObject({ orderId, status: 'accepted' });

    // Accepted once: a second acceptance and a new quote are refused.
    const twice = await alice.post(`/api/custom-orders/${id}/quote/accept`, { revision: 2, shippingAddress: TEST_ADDRESS });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatchObject({ code: 'quote_accepted', details: { orderId } });
    expect((await admin.post(`/api/admin/custom-orders/${id}/quote`, quoteBody(quoteArt, 100))).json.error.code).toBe('quote_accepted');

    // Paid through the checkout of an existing order, once.
    const pay = (idempotencyKey: string) => alice.post('/api/payments/checkout', { purpose: 'order-payment', orderId, expectedTotalCents: order.totalCents, idempotencyKey });
    const started = await pay('quote-pay-1');
    expect(started.status, started.text).toBe(200);
    await alice.post(`/api/payments/test-checkout/${sessionOf(started.json.url)}/pay`);
    await server.paymentEventsDelivered();
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'paid', customOrderRequestId: id });
    const again = await pay('quote-pay-2');
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('order_not_payable');
    // Someone else cannot pay it either.
    expect((await bob.post('/api/payments/checkout', { purpose: 'order-payment', orderId, expectedTotalCents: order.totalCents, idempotencyKey: 'quote-bob' })).status).toBe(404);
  });

  it("quotes a guest's request for the verified account of its address, and refuses one nobody can pay", async () => {
    const guestId = await request(server.client(), 'alice-quote@test.example');
    expect((await requestRow(guestId)).userId).toBeNull();
    const quoted = await admin.post(`/api/admin/custom-orders/${guestId}/quote`, quoteBody(await art(guestId)));
    expect(quoted.status, quoted.text).toBe(200);
    expect((await alice.get(`/api/custom-orders/${guestId}/quote`)).status).toBe(200);

    const nobody = await request(server.client(), 'nobody-quote@test.example');
    const refused = await admin.post(`/api/admin/custom-orders/${nobody}/quote`, quoteBody({ designId: 'x' }));
    expect(refused.status).toBe(404);
    expect(refused.json.error.code).toBe('customer_not_found');
  });
});
