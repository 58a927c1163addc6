import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orderItems, orders } from '../../src/server/db/schema';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { DEFAULT_PRICE_TABLE } from '../../src/shared/pricing/default-price-table';
import { orderTotal } from '../../src/shared/pricing/order-total';
import { adminClient } from '../setup/admin';
import { sampleDesign, userIdOf } from '../setup/designs';
import { seedOrder, seedPaidOrder, TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const LINE = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 } as const;

/**
 * Decision 71: an order that already exists and waits for payment (a reorder, an order the shop
 * entered) is paid from its page, at today's prices; a changed total is shown before anyone pays it,
 * a second payment of the same order goes back, and nobody pays somebody else's order.
 */
describe.each(testDbKinds())('paying an order waiting for payment (%s)', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;
  let keys = 0;
  const key = () => `pay-order-key-${kind}-${++keys}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function reorderFor(email: string) {
    const client = server.client();
    await client.signUp(email);
    const original = await seedPaidOrder(server, await userIdOf(client));
    const again = await client.post(`/api/orders/${original}/reorder`, {});
    expect(again.status, again.text).toBe(201);
    return { client, order: again.json.order as { id: string; totalCents: number; payableOnline: boolean } };
  }

  const pay = (client: ReturnType<TestServer['client']>, orderId: string, expectedTotalCents: number, idempotencyKey = key()) =>
    client.post('/api/payments/checkout', { purpose: 'order-payment', orderId, expectedTotalCents, idempotencyKey });
  const sessionOf = (url: string) => url.split('/checkout/test/')[1];

  it('a reorder is paid from its page: the checkout charges its total and the order is paid once', async () => {
    const { client, order } = await reorderFor('pay-reorder@test.example');
    expect(order.payableOnline).toBe(true);
    const started = await pay(client, order.id, order.totalCents);
    expect(started.status, started.text).toBe(200);
    const view = await client.get(`/api/payments/test-checkout/${sessionOf(started.json.url)}`);
    expect(view.json).toMatchObject({ purpose: 'order', amountTotalCents: order.totalCents });
    const paid = await client.post(`/api/payments/test-checkout/${sessionOf(started.json.url)}/pay`);
    await server.paymentEventsDelivered();
    expect(paid.json.redirectUrl).toBe(`http://localhost:3000/thank-you/${order.id}`);

    const after = await client.get(`/api/orders/${order.id}`);
    expect(after.json.order).toMatchObject({ status: 'paid', payableOnline: false, totalCents: order.totalCents });
    expect(after.json.order.events.map((e: { to: string }) => e.to)).toEqual(['pending_payment', 'paid']);
    // Paid: a second attempt is refused with its own code.
    const late = await pay(client, order.id, order.totalCents);
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('order_not_payable');
  });

  it('prices changed since the reorder: the order takes today’s total, the checkout is refused, then paid at the new total', async () => {
    const { client, order } = await reorderFor('pay-repriced@test.example');
    const admin = await adminClient(server);
    const current = await getCurrentPriceTable(db());
    const dearer = structuredClone(DEFAULT_PRICE_TABLE);
    dearer.basePricesCents[1][0] = 6_400;
    const saved = await admin.post('/api/admin/prices', { table: dearer, note: 'Dearer again', basedOnVersion: current.version });
    expect(saved.status, saved.text).toBe(201);
    const today = orderTotal([LINE], await getCurrentPriceTable(db()), { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!today.ok) throw new Error(today.error.message);
    expect(today.total.total.amountCents).not.toBe(order.totalCents);

    const refused = await pay(client, order.id, order.totalCents);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'price_changed', details: { expectedCents: order.totalCents, actualCents: today.total.total.amountCents } });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: 'pending_payment',
      priceVersionId: String(today.total.priceVersion),
      subtotalCents: today.total.subtotal.amountCents,
      taxCents: today.total.tax.amountCents,
      totalCents: today.total.total.amountCents,
    });
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item.lineCents).toBe(today.total.lines[0].line.amountCents);
    const notes = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(notes.map((e) => e.note)).toContainEqual(expect.stringMatching(/^Prices updated to today's: the total was .+, it is now .+\.$/));

    const started = await pay(client, order.id, today.total.total.amountCents);
    expect(started.status, started.text).toBe(200);
    await client.post(`/api/payments/test-checkout/${sessionOf(started.json.url)}/pay`);
    await server.paymentEventsDelivered();
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ status: 'paid', totalCents: today.total.total.amountCents });
  });

  it('a second payment of the same order (two windows) is given back automatically', async () => {
    const { client, order } = await reorderFor('pay-twice@test.example');
    const first = await pay(client, order.id, order.totalCents);
    const second = await pay(client, order.id, order.totalCents);
    expect(second.json.url).not.toBe(first.json.url);
    await client.post(`/api/payments/test-checkout/${sessionOf(first.json.url)}/pay`);
    await client.post(`/api/payments/test-checkout/${sessionOf(second.json.url)}/pay`);
    await server.paymentEventsDelivered();
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('paid');
    const secondSession = await server.deps.payments.retrieveCheckout(sessionOf(second.json.url));
    expect(secondSession.payment_intent).not.toBe(row.paymentRef);
    const refunds = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'orders.late-payment-refund'), eq(jobs.singletonKey, `late-payment-refund:${secondSession.payment_intent}`)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].payload).toMatchObject({ orderId: order.id, paymentRef: secondSession.payment_intent, amountCents: order.totalCents });
  });

  it('an abandoned payment leaves the order waiting, to be paid later', async () => {
    const { client, order } = await reorderFor('pay-abandon@test.example');
    const started = await pay(client, order.id, order.totalCents);
    const abandoned = await client.post(`/api/payments/test-checkout/${sessionOf(started.json.url)}/abandon`);
    await server.paymentEventsDelivered();
    expect(abandoned.json.redirectUrl).toBe(`http://localhost:3000/account/orders/${order.id}?checkout=cancelled`);
    const after = await client.get(`/api/orders/${order.id}`);
    expect(after.json.order).toMatchObject({ status: 'pending_payment', payableOnline: true });
  });

  it('an order the shop entered at a hand price is paid at that price, not the table’s', async () => {
    const client = server.client();
    await client.signUp('pay-manual@test.example');
    const design = await client.post('/api/designs', { name: 'Shop price', json: sampleDesign('Shop price') });
    expect(design.status).toBe(201);
    const admin = await adminClient(server);
    const made = await admin.post('/api/admin/orders', {
      customerEmail: 'pay-manual@test.example',
      designId: design.json.design.id,
      options: { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss' },
      quantity: 100,
      unitCents: 12,
      shippingCents: 0,
      shippingAddress: TEST_ADDRESS,
    });
    expect(made.status, made.text).toBe(201);
    const order = made.json.order as { id: string; totalCents: number };
    expect(order.totalCents).toBe(1_200);
    expect((await client.get(`/api/orders/${order.id}`)).json.order.payableOnline).toBe(true);

    const started = await pay(client, order.id, 1_200);
    expect(started.status, started.text).toBe(200);
    const view = await client.get(`/api/payments/test-checkout/${sessionOf(started.json.url)}`);
    expect(view.json.amountTotalCents).toBe(1_200);
    await client.post(`/api/payments/test-checkout/${sessionOf(started.json.url)}/pay`);
    await server.paymentEventsDelivered();
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', totalCents: 1_200, priceVersionId: 'manual' });
  });

  it('nobody pays another customer’s order, nor a cart checkout’s order here', async () => {
    const { order } = await reorderFor('pay-owner@test.example');
    const mallory = server.client();
    await mallory.signUp('pay-mallory@test.example');
    const theirs = await pay(mallory, order.id, order.totalCents);
    expect(theirs.status).toBe(404);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('pending_payment');

    // An order a cart checkout made is paid through that checkout (and cancelled when it expires).
    const carol = server.client();
    await carol.signUp('pay-cart-order@test.example');
    const cartOrder = await seedOrder(server, await userIdOf(carol));
    await db().update(orders).set({ checkoutRef: 'carol:cart-checkout-1' }).where(eq(orders.id, cartOrder));
    const detail = await carol.get(`/api/orders/${cartOrder}`);
    expect(detail.json.order.payableOnline).toBe(false);
    const refused = await pay(carol, cartOrder, detail.json.order.totalCents);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('order_not_payable');
  });
});
