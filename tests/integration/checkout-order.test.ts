import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../src/server/db/schema';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { adminClient } from '../setup/admin';
import { sampleDesign } from '../setup/designs';
import { TEST_ADDRESS } from '../setup/orders';
import { postWebhook, signEvent, stripeEvent } from '../setup/payments';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'clear', finish: 'gloss', quantity: 100 };

/**
 * The 'order' checkout purpose (decision 37): the server prices the cart again, creates the order
 * pending payment, the test-mode Pay marks it paid once however often the events arrive, a tampered
 * figure is refused, and a refund goes through the payments port.
 */
describe.each(testDbKinds())('order checkout on %s', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function shopper(email: string) {
    const client = server.client();
    await client.signUp(email);
    const design = await client.post('/api/designs', { name: 'Disc', json: sampleDesign('Disc') });
    expect(design.status).toBe(201);
    return { client, designId: design.json.design.id as string, userId: (await client.get('/api/me')).json.user.id as string };
  }

  async function figures(options: StickerOptions[] = [OPTIONS]) {
    const priced = await getCurrentPriceTable(db());
    const result = orderTotal(options, priced, { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!result.ok) throw new Error(result.error.message);
    return result.total;
  }

  function orderRequest(designId: string, total: Awaited<ReturnType<typeof figures>>, key: string, change: (line: Record<string, unknown>) => void = () => {}) {
    const line: Record<string, unknown> = { designId, options: OPTIONS, expectedLineCents: total.lines[0].line.amountCents };
    change(line);
    return {
      purpose: 'order',
      idempotencyKey: key,
      order: { lines: [line], shippingMethod: 'standard', address: TEST_ADDRESS, proofApproved: true, expectedTotalCents: total.total.amountCents, language: 'en' },
    };
  }

  it('checkout → test-mode pay → the order is paid exactly once, even when the events come twice', async () => {
    const { client, designId, userId } = await shopper('order-checkout@test.example');
    const total = await figures();
    const started = await client.post('/api/payments/checkout', orderRequest(designId, total, 'order-key-0001'));
    expect(started.status).toBe(200);
    const again = await client.post('/api/payments/checkout', orderRequest(designId, total, 'order-key-0001'));
    expect(again.json.url).toBe(started.json.url);
    const mine = await db().select().from(orders).where(eq(orders.userId, userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'pending_payment',
      totalCents: total.total.amountCents,
      shippingCents: total.shipping.amountCents,
      priceVersionId: String(total.priceVersion),
    });
    expect(mine[0].taxLines).toEqual([expect.objectContaining({ code: 'HST', amountCents: total.tax.amountCents })]);

    const sessionId = started.json.url.split('/checkout/test/')[1];
    const view = await client.get(`/api/payments/test-checkout/${sessionId}`);
    expect(view.json).toMatchObject({ purpose: 'order', amountTotalCents: total.total.amountCents });
    const paid = await client.post(`/api/payments/test-checkout/${sessionId}/pay`);
    await server.paymentEventsDelivered();
    expect(paid.json.redirectUrl).toBe(`http://localhost:3000/thank-you/${mine[0].id}`);

    // The same completion delivered again (a new event id), and the success page's sync: nothing more.
    const session = await server.deps.payments.retrieveCheckout(sessionId);
    const { raw, header } = signEvent(stripeEvent('checkout.session.completed', session), server.deps.config.payments.webhookSecret);
    expect((await postWebhook(server.app, raw, header)).status).toBe(200);
    await client.post('/api/payments/sync');
    const [order] = await db().select().from(orders).where(eq(orders.id, mine[0].id));
    expect(order.status).toBe('paid');
    expect(order.paymentRef).toBe(session.payment_intent);
    const paidEvents = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'paid')));
    expect(paidEvents).toHaveLength(1);
    expect((await client.get(`/api/orders/${order.id}`)).json.order).toMatchObject({ status: 'paid' });

    // A refund goes through the payments port.
    const admin = await adminClient(server);
    const refunded = await admin.post(`/api/admin/orders/${order.id}/refund`, {});
    expect(refunded.status).toBe(200);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCents: order.totalCents });
  });

  it('refuses a tampered price, quantity or option, a missing approval and a bad address, creating nothing', async () => {
    const { client, designId, userId } = await shopper('order-tamper@test.example');
    const total = await figures();
    const cheaper = await client.post(
      '/api/payments/checkout',
      orderRequest(designId, total, 'tamper-0001', (line) => {
        line.expectedLineCents = 1;
      }),
    );
    expect(cheaper.status).toBe(409);
    expect(cheaper.json.error.code).toBe('price_changed');
    const fewer = await client.post(
      '/api/payments/checkout',
      orderRequest(designId, total, 'tamper-0002', (line) => {
        line.options = { ...OPTIONS, quantity: 3 };
      }),
    );
    expect(fewer.json.error.code).toBe('bad_quantity');
    const unknown = await client.post(
      '/api/payments/checkout',
      orderRequest(designId, total, 'tamper-0003', (line) => {
        line.options = { ...OPTIONS, material: 'gold-leaf' };
      }),
    );
    expect(unknown.status).toBe(400);
    const request = orderRequest(designId, total, 'tamper-0004');
    const unapproved = await client.post('/api/payments/checkout', { ...request, order: { ...request.order, proofApproved: false } });
    expect(unapproved.status).toBe(400);
    const badPostcode = await client.post('/api/payments/checkout', { ...request, order: { ...request.order, address: { ...TEST_ADDRESS, postalCode: '90210' } } });
    expect(badPostcode.status).toBe(400);
    const otherTotal = await client.post('/api/payments/checkout', { ...request, order: { ...request.order, expectedTotalCents: 100 } });
    expect(otherTotal.json.error.code).toBe('price_changed');
    expect(await db().select().from(orders).where(eq(orders.userId, userId))).toHaveLength(0);
  });
});
