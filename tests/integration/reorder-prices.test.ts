import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/server/db/schema';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { DEFAULT_PRICE_TABLE } from '../../src/shared/pricing/default-price-table';
import { orderTotal } from '../../src/shared/pricing/order-total';
import { adminClient } from '../setup/admin';
import { userIdOf } from '../setup/designs';
import { seedPaidOrder } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const LINE = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 } as const;

/** Decision 40: a reorder is quoted again with today's price table, not charged the original prices. */
describe.each(testDbKinds())('reorder at today’s prices (%s)', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it('quotes every line, shipping and tax with the current table and keeps its version on the new order', async () => {
    const alice = server.client();
    await alice.signUp('reorder-prices@test.example');
    const id = await seedPaidOrder(server, await userIdOf(alice));

    // The shop raises its prices after the first order.
    const admin = await adminClient(server);
    const dearer = structuredClone(DEFAULT_PRICE_TABLE);
    dearer.basePricesCents[1][0] = 5_900;
    const saved = await admin.post('/api/admin/prices', { table: dearer, note: 'Dearer vinyl', basedOnVersion: 1 });
    expect(saved.status).toBe(201);

    const again = await alice.post(`/api/orders/${id}/reorder`, {});
    expect(again.status, again.text).toBe(201);
    const priced = await getCurrentPriceTable(db());
    expect(priced.version).toBe(2);
    const today = orderTotal([LINE], priced, { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!today.ok) throw new Error(today.error.message);

    const [original] = await db().select().from(orders).where(eq(orders.id, id));
    const [reordered] = await db().select().from(orders).where(eq(orders.id, again.json.order.id));
    expect(reordered).toMatchObject({
      status: 'pending_payment',
      priceVersionId: '2',
      subtotalCents: today.total.subtotal.amountCents,
      shippingCents: today.total.shipping.amountCents,
      taxCents: today.total.tax.amountCents,
      totalCents: today.total.total.amountCents,
      reorderOf: id,
    });
    expect(reordered.totalCents).not.toBe(original.totalCents);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, reordered.id));
    expect(line).toMatchObject({ quantity: 50, lineCents: today.total.lines[0].line.amountCents, unitCents: today.total.lines[0].unit.amountCents });
    expect(line.options).toMatchObject({ product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss' });
  });

  it('refuses, with the quote’s reason, a line today’s table no longer offers', async () => {
    const bob = server.client();
    await bob.signUp('reorder-refused@test.example');
    // 7 stickers: under the smallest quantity break of any table.
    const id = await seedPaidOrder(server, await userIdOf(bob), { lines: [{ quantity: 7 }] });
    const refused = await bob.post(`/api/orders/${id}/reorder`, {});
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('bad_quantity');
    expect(refused.json.error.message).toMatch(/^Line 1 can no longer be ordered as it was: /);
    expect(await db().select().from(orders).where(eq(orders.reorderOf, id))).toHaveLength(0);
  });
});
