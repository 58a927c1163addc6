import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders } from '../../src/server/db/schema';
import { recordTaxJob } from '../../src/server/job-contracts/orders';
import { createJobQueue } from '../../src/server/jobs';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../../src/server/providers/payments/fakes/fake-stripe';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import type { ShippingAddress } from '../../src/shared/api/orders';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { sampleDesign, userIdOf } from '../setup/designs';
import { seedPaidOrder } from '../setup/orders';
import { postWebhook, signEvent, stripeEvent, TEST_WEBHOOK_SECRET } from '../setup/payments';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * Stripe Tax, when configured: the tax shown is the tax charged. With
 * STRIPE_TAX=true the cart's tax is Stripe's calculation for the address, the checkout charges exactly
 * it, and the paid order's calculation is recorded as a Tax Transaction once. Against the loopback fake,
 * which taxes each line and shipping apart (Stripe's rounding), so its figures are not the table's.
 */

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const LINES: StickerOptions[] = [
  { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'clear', finish: 'gloss', quantity: 100 },
  { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'matte', quantity: 50 },
];
const MONTREAL: ShippingAddress = { name: 'Camille Roy', line1: '1 rue Sainte-Catherine', city: 'Montréal', region: 'QC', postalCode: 'H2X 1Y4', country: 'CA' };

describe.each(testDbKinds())('Stripe Tax on %s', (kind) => {
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
      STRIPE_TAX: 'true',
      PAYMENTS_MAX_RETRIES: '0',
    });
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  async function shopper(email: string) {
    const client = server.client();
    await client.signUp(email);
    const designs = [];
    for (const name of ['Disc', 'Star']) {
      const made = await client.post('/api/designs', { name, json: sampleDesign(name) });
      expect(made.status).toBe(201);
      designs.push(made.json.design.id as string);
    }
    return { client, designs };
  }

  it("shows Stripe's tax for the address in the cart, charges exactly it, and records it once the order is paid", async () => {
    const { client, designs } = await shopper('stripe-tax@test.example');
    const quoted = await client.post('/api/cart/tax', { lines: LINES, shippingMethod: 'standard', address: MONTREAL });
    expect(quoted.status).toBe(200);
    expect(quoted.json.source).toBe('stripe');

    // The answer is the fake's calculation, line for line: GST and QST, as Stripe rounded them.
    const calculation = [...fake.tax.calculations.values()].at(-1) as unknown as {
      id: string;
      tax_amount_exclusive: number;
      tax_breakdown: Array<{ amount: number; tax_rate_details: { tax_type: string } }>;
    };
    const byType = Object.fromEntries(calculation.tax_breakdown.map((b) => [b.tax_rate_details.tax_type.toUpperCase(), b.amount]));
    expect(quoted.json.taxLines.map((l: { kind: string; amount: { amountCents: number } }) => [l.kind, l.amount.amountCents])).toEqual([
      ['GST', byType.GST],
      ['QST', byType.QST],
    ]);
    expect(quoted.json.tax.amountCents).toBe(calculation.tax_amount_exclusive);
    const table = orderTotal(LINES, await getCurrentPriceTable(db()), { method: 'standard', destination: { country: 'CA', region: 'QC' }, date: new Date() });
    if (!table.ok) throw new Error(table.error.message);
    expect(quoted.json.total.amountCents).toBe(table.total.subtotal.amountCents + table.total.shipping.amountCents + calculation.tax_amount_exclusive);

    // Pay with the figures the cart showed: the session charges them, tax lines included.
    const started = await client.post('/api/payments/checkout', {
      purpose: 'order',
      idempotencyKey: 'stripe-tax-0001',
      order: {
        lines: LINES.map((options, i) => ({ designId: designs[i], options, expectedLineCents: table.total.lines[i].line.amountCents })),
        shippingMethod: 'standard',
        address: MONTREAL,
        proofApproved: true,
        expectedTotalCents: quoted.json.total.amountCents,
        language: 'en',
      },
    });
    expect(started.status).toBe(200);
    const session = [...fake.sessions.values()].at(-1) as unknown as { id: string; amount_total: number; metadata: Record<string, string> };
    expect(session.amount_total).toBe(quoted.json.total.amountCents);
    const [order] = await db().select().from(orders).where(eq(orders.id, session.metadata.order));
    expect(order.totalCents).toBe(quoted.json.total.amountCents);
    expect(order.taxLines.map((l) => [l.code, l.amountCents])).toEqual([
      ['GST', byType.GST],
      ['QST', byType.QST],
    ]);

    // Paid (the event twice): one job, one transaction referenced by the order.
    const paid = fake.complete(session.id);
    for (let i = 0; i < 2; i++) {
      const { raw, header } = signEvent(stripeEvent('checkout.session.completed', paid), TEST_WEBHOOK_SECRET);
      expect((await postWebhook(server.app, raw, header)).status).toBe(200);
    }
    const scheduled = await db().select().from(jobs).where(eq(jobs.name, recordTaxJob.name));
    expect(scheduled.map((j) => j.payload)).toEqual([{ orderId: order.id, calculationId: session.metadata.tax_calculation }]);
    const queue = createJobQueue(server.deps, { log: quiet });
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
    const recorded = [...fake.tax.transactions.values()].filter((t) => t.reference === order.id);
    expect(recorded).toHaveLength(1);
    expect(fake.tax.recordedFrom.get(recorded[0].id)).toBe(session.metadata.tax_calculation);
    const [done] = await db().select().from(jobs).where(eq(jobs.id, scheduled[0].id));
    expect(done.status).toBe('succeeded');
  });

  it("a reorder carries Stripe's tax for today, and paying it from the order's page records that calculation", async () => {
    const client = server.client();
    await client.signUp('stripe-tax-reorder@test.example');
    const original = await seedPaidOrder(server, await userIdOf(client));
    const again = await client.post(`/api/orders/${original}/reorder`, {});
    expect(again.status, again.text).toBe(201);
    const reorder = again.json.order as { id: string; totalCents: number; taxCents: number; taxLines: Array<{ code: string; amountCents: number }> };
    const calculation = [...fake.tax.calculations.values()].at(-1) as unknown as { id: string; tax_amount_exclusive: number };
    expect(reorder.taxCents).toBe(calculation.tax_amount_exclusive);
    expect(reorder.taxLines.map((l) => l.code)).toEqual(['HST']);

    const started = await client.post('/api/payments/checkout', {
      purpose: 'order-payment',
      orderId: reorder.id,
      expectedTotalCents: reorder.totalCents,
      idempotencyKey: 'stripe-tax-reorder-0001',
    });
    expect(started.status, started.text).toBe(200);
    const session = [...fake.sessions.values()].at(-1) as unknown as { id: string; amount_total: number; metadata: Record<string, string> };
    expect(session.amount_total).toBe(reorder.totalCents);
    expect(session.metadata).toMatchObject({ order: reorder.id, purpose: 'order', tax_calculation: expect.stringMatching(/^taxcalc_/) });
    const { raw, header } = signEvent(stripeEvent('checkout.session.completed', fake.complete(session.id)), TEST_WEBHOOK_SECRET);
    expect((await postWebhook(server.app, raw, header)).status).toBe(200);
    const [paid] = await db().select().from(orders).where(eq(orders.id, reorder.id));
    expect(paid.status).toBe('paid');
    const scheduled = await db().select().from(jobs).where(eq(jobs.name, recordTaxJob.name));
    expect(scheduled.map((j) => j.payload)).toContainEqual({ orderId: reorder.id, calculationId: session.metadata.tax_calculation });
  });

  it("refuses the table's total when Stripe's differs, and an address Stripe cannot place, with a clear message", async () => {
    const { client, designs } = await shopper('stripe-tax-refused@test.example');
    const table = orderTotal(LINES, await getCurrentPriceTable(db()), { method: 'standard', destination: { country: 'CA', region: 'QC' }, date: new Date() });
    if (!table.ok) throw new Error(table.error.message);
    const quoted = await client.post('/api/cart/tax', { lines: LINES, shippingMethod: 'standard', address: MONTREAL });
    const request = (expectedTotalCents: number, address: ShippingAddress, key: string) => ({
      purpose: 'order',
      idempotencyKey: key,
      order: {
        lines: LINES.map((options, i) => ({ designId: designs[i], options, expectedLineCents: table.total.lines[i].line.amountCents })),
        shippingMethod: 'standard',
        address,
        proofApproved: true,
        expectedTotalCents,
        language: 'en',
      },
    });
    // Stripe rounds each line's and shipping's tax: a cent more than the table's tax on the sum, here.
    expect(quoted.json.total.amountCents).not.toBe(table.total.total.amountCents);
    const stale = await client.post('/api/payments/checkout', request(table.total.total.amountCents, MONTREAL, 'stripe-tax-0002'));
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('price_changed');

    // A Toronto postal code with Québec: Stripe answers customer_tax_location_invalid.
    const misplaced = { ...MONTREAL, postalCode: 'M5V 2T6' };
    const refused = await client.post('/api/cart/tax', { lines: LINES, shippingMethod: 'standard', address: misplaced });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'tax_location_invalid', message: expect.stringMatching(/check the postal code/) });
    const checkout = await client.post('/api/payments/checkout', request(quoted.json.total.amountCents, misplaced, 'stripe-tax-0003'));
    expect(checkout.status).toBe(400);
    expect(checkout.json.error.code).toBe('tax_location_invalid');
    expect(
      await db()
        .select()
        .from(orders)
        .where(eq(orders.userId, (await client.get('/api/me')).json.user.id)),
    ).toHaveLength(0);
  });

  it('says when Stripe Tax is not active on the account instead of charging without tax', async () => {
    const { client } = await shopper('stripe-tax-inactive@test.example');
    fake.tax.inactive = true;
    try {
      // Another address than the earlier tests' (the same request would replay Stripe's earlier answer).
      const answer = await client.post('/api/cart/tax', { lines: LINES, shippingMethod: 'standard', address: { ...MONTREAL, line1: '2 rue Sainte-Catherine' } });
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(answer.json.error.code).toBe('payments_failed');
    } finally {
      fake.tax.inactive = false;
    }
  });
});

describe.each(testDbKinds())('cart tax without Stripe Tax on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it("answers the shop's dated table, the same figures the cart computes itself", async () => {
    const client = server.client();
    await client.signUp('table-tax@test.example');
    const answer = await client.post('/api/cart/tax', { lines: LINES, shippingMethod: 'express', address: MONTREAL });
    expect(answer.status).toBe(200);
    const table = orderTotal(LINES, await getCurrentPriceTable(server.deps.database.db), { method: 'express', destination: { country: 'CA', region: 'QC' }, date: new Date() });
    if (!table.ok) throw new Error(table.error.message);
    expect(answer.json).toEqual({ source: 'table', taxLines: table.total.taxLines, tax: table.total.tax, total: table.total.total });
    // A guest checks out too (decision 88), so a guest's cart is taxed the same way.
    const guest = await server.client().post('/api/cart/tax', { lines: LINES, shippingMethod: 'express', address: MONTREAL });
    expect(guest.status).toBe(200);
    expect(guest.json).toEqual(answer.json);
  });
});
