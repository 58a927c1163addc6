import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders } from '../../src/server/db/schema';
import { latePaymentRefundJob } from '../../src/server/job-contracts/orders';
import { createJobQueue } from '../../src/server/jobs';
import type { OrderPayments } from '../../src/server/services/orders/types';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { sampleDesign } from '../setup/designs';
import { TEST_ADDRESS } from '../setup/orders';
import { postWebhook, signEvent, stripeEvent } from '../setup/payments';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Decision 40: the shopper cancels the order while its payment page is still open and then pays. The
 * payment is given back automatically through the payments port, exactly once however often the
 * completion arrives, and the order's timeline says so.
 */
describe.each(testDbKinds())('a payment for an order cancelled meanwhile, on %s', (kind) => {
  let server: TestServer;
  const refunds: { paymentRef: string; amountCents?: number }[] = [];
  const payments: OrderPayments = {
    async refund(paymentRef, amountCents) {
      refunds.push({ paymentRef, amountCents });
    },
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { orderPayments: payments });
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  it('is refunded once, logged on the order, and nothing else changes', async () => {
    const client = server.client();
    await client.signUp('late-payer@test.example');
    const design = await client.post('/api/designs', { name: 'Disc', json: sampleDesign('Disc') });
    const priced = await getCurrentPriceTable(server.deps.database.db);
    const figures = orderTotal([OPTIONS], priced, { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!figures.ok) throw new Error(figures.error.message);
    const started = await client.post('/api/payments/checkout', {
      purpose: 'order',
      idempotencyKey: 'late-payment-0001',
      order: {
        lines: [{ designId: design.json.design.id, options: OPTIONS, expectedLineCents: figures.total.lines[0].line.amountCents }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: figures.total.total.amountCents,
        language: 'en',
      },
    });
    expect(started.status).toBe(200);
    const [pending] = await server.deps.database.db.select().from(orders);
    // Cancelled in another tab while the payment page is open…
    expect((await client.post(`/api/orders/${pending.id}/cancel`, {})).status).toBe(200);
    // …and then paid there.
    const sessionId = started.json.url.split('/checkout/test/')[1];
    expect((await client.post(`/api/payments/test-checkout/${sessionId}/pay`)).status).toBe(200);
    await server.paymentEventsDelivered();
    // The completion again (a new event id) and the success page's sync.
    const session = await server.deps.payments.retrieveCheckout(sessionId);
    const { raw, header } = signEvent(stripeEvent('checkout.session.completed', session), server.deps.config.payments.webhookSecret);
    expect((await postWebhook(server.app, raw, header)).status).toBe(200);
    await client.post('/api/payments/sync');

    const scheduled = await server.deps.database.db.select().from(jobs).where(eq(jobs.name, latePaymentRefundJob.name));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].payload).toEqual({ orderId: pending.id, paymentRef: session.payment_intent, amountCents: pending.totalCents });

    const queue = createJobQueue(server.deps, { log: quiet });
    await queue.runDue(); // with the cancellation's mail
    await queue.runDue();
    const [done] = await server.deps.database.db.select().from(jobs).where(eq(jobs.id, scheduled[0].id));
    expect(done.status).toBe('succeeded');
    expect(refunds).toEqual([{ paymentRef: session.payment_intent, amountCents: undefined }]);

    const [after] = await server.deps.database.db.select().from(orders).where(eq(orders.id, pending.id));
    expect(after).toMatchObject({ status: 'cancelled', refundedCents: pending.totalCents, paymentRef: session.payment_intent });
    const notes = await server.deps.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, pending.id), eq(orderEvents.fromStatus, 'cancelled')));
    expect(notes).toHaveLength(1);
    expect(notes[0].note).toMatch(/arrived after the order was cancelled; it was refunded automatically/);

    // Yet another delivery later: the checkout is done, nothing more is scheduled or refunded.
    const late = signEvent(stripeEvent('checkout.session.completed', session), server.deps.config.payments.webhookSecret);
    expect((await postWebhook(server.app, late.raw, late.header)).status).toBe(200);
    await queue.runDue();
    expect(await server.deps.database.db.select().from(jobs).where(eq(jobs.name, latePaymentRefundJob.name))).toHaveLength(1);
    expect(refunds).toHaveLength(1);
  });
});
