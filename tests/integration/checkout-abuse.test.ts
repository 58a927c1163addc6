import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/server/db/schema';
import { CHECKOUT_LIMITS } from '../../src/server/services/checkout/limits';
import { expireUnpaidOrders, UNPAID_ORDER_TTL_MS } from '../../src/server/services/orders/expire-unpaid';
import { orderFolder } from '../../src/server/services/orders/keys';
import { markOrderPaid } from '../../src/server/services/orders/transitions';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { sampleDesign } from '../setup/designs';
import { seedOrder, TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'clear', finish: 'gloss', quantity: 100 };
const MB = 1024 * 1024;

/**
 * What one checkout may cost (issue 28, finding 3): lines of one design share one snapshot, the
 * snapshot bytes of a checkout are bounded, checkouts are rate-limited, and orders left unpaid expire
 * with their files.
 */
describe.each(testDbKinds())('checkout costs on %s', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;
  let shoppers = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function shopper() {
    const client = server.client();
    await client.signUp(`checkout-abuse-${++shoppers}@test.example`);
    return { client, userId: (await client.get('/api/me')).json.user.id as string };
  }

  /** A design carrying `bulk` in a field it keeps but nothing draws (the renderer bounds a design's text). */
  async function saveDesign(client: Awaited<ReturnType<typeof shopper>>['client'], bulk: string) {
    const design = await client.post('/api/designs', { name: 'Big', json: { ...sampleDesign('Big'), notes: bulk } });
    expect(design.status).toBe(201);
    return design.json.design.id as string;
  }

  async function orderRequest(designIds: string[], key: string) {
    const priced = await getCurrentPriceTable(db());
    const total = orderTotal(
      designIds.map(() => OPTIONS),
      priced,
      { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() },
    );
    if (!total.ok) throw new Error(total.error.message);
    return {
      purpose: 'order',
      idempotencyKey: key,
      order: {
        lines: designIds.map((designId, i) => ({ designId, options: OPTIONS, expectedLineCents: total.total.lines[i].line.amountCents })),
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: total.total.total.amountCents,
        language: 'en',
      },
    };
  }

  it('stores one snapshot for 50 lines of one design', async () => {
    const { client, userId } = await shopper();
    const designId = await saveDesign(client, `Big ${'x'.repeat(MB)}`);
    const started = await client.post('/api/payments/checkout', await orderRequest(Array(50).fill(designId), 'abuse-fifty-lines'));
    expect(started.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.userId, userId));
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toHaveLength(50);
    expect(new Set(items.map((item) => item.designKey)).size).toBe(1);
    const snapshots = (await server.deps.storage.list(`${orderFolder(userId, order.id)}/`)).filter((file) => file.key.endsWith('.json'));
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0].size).toBeLessThan(1.1 * MB);
  });

  it('refuses a checkout whose distinct designs are more than the snapshot bound, with a clear 413', async () => {
    const { client, userId } = await shopper();
    const perDesign = Math.ceil(CHECKOUT_LIMITS.snapshotBytes / 4) + 64 * 1024;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await saveDesign(client, `${i}${'y'.repeat(perDesign)}`));
    const refused = await client.post('/api/payments/checkout', await orderRequest(ids, 'abuse-too-large'));
    expect(refused.status).toBe(413);
    expect(refused.json.error.code).toBe('checkout_designs_too_large');
    expect(refused.json.error.message).toMatch(/too large to order together.*limit is 32 MB/);
    expect(await db().select().from(orders).where(eq(orders.userId, userId))).toHaveLength(0);
    expect(await server.deps.storage.list(`users/${userId}/orders/`)).toHaveLength(0);
  }, 120_000);

  it('rate-limits checkouts per member', async () => {
    const { client } = await shopper();
    const designId = await saveDesign(client, 'Small');
    const request = await orderRequest([designId], 'abuse-rate');
    const wrong = { ...request, order: { ...request.order, expectedTotalCents: 1 } };
    for (let i = 0; i < CHECKOUT_LIMITS.perMember; i++) {
      expect((await client.post('/api/payments/checkout', { ...wrong, idempotencyKey: `abuse-rate-${i}` })).status).toBe(409);
    }
    const limited = await client.post('/api/payments/checkout', { ...wrong, idempotencyKey: 'abuse-rate-last' });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
  });

  it('cancels orders left unpaid past their time and deletes their files, keeping paid and recent ones', async () => {
    const { userId } = await shopper();
    const stale = await seedOrder(server, userId);
    const paid = await seedOrder(server, userId);
    const recent = await seedOrder(server, userId);
    const longAgo = new Date(Date.now() - UNPAID_ORDER_TTL_MS - 60_000);
    await db().update(orders).set({ createdAt: longAgo }).where(sql`${orders.id} IN (${stale}, ${paid})`);
    await markOrderPaid(db(), paid, 'pi_paid_in_time');
    expect((await server.deps.storage.list(`${orderFolder(userId, stale)}/`)).length).toBeGreaterThan(0);

    const result = await expireUnpaidOrders({ db: db(), storage: server.deps.storage });
    expect(result.cancelled).toBe(1);
    const statuses = Object.fromEntries((await db().select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.userId, userId))).map((o) => [o.id, o.status]));
    expect(statuses).toEqual({ [stale]: 'cancelled', [paid]: 'paid', [recent]: 'pending_payment' });
    expect(await server.deps.storage.list(`${orderFolder(userId, stale)}/`)).toHaveLength(0);
    expect((await server.deps.storage.list(`${orderFolder(userId, paid)}/`)).length).toBeGreaterThan(0);
    expect((await server.deps.storage.list(`${orderFolder(userId, recent)}/`)).length).toBeGreaterThan(0);
  });
});
