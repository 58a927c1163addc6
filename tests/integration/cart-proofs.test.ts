import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartProofs, orderItems, orders } from '../../src/server/db/schema';
import { PROOF_GRACE_MS, sweepCartProofs } from '../../src/server/services/cart/proof-sweep';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { userIdOf } from '../setup/designs';
import { discDesign, seedOrder, TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

/** Decision 40: a line's proof follows its size in the cart, and proofs nothing points at are swept after a grace period. */
describe.each(testDbKinds())('cart proofs on %s', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;
  const widthOf = async (key: string) => (await sharp((await server.deps.storage.getBuffer(key)) as Buffer).metadata()).width as number;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  async function lineOf(email: string) {
    const client = server.client();
    await client.signUp(email);
    const design = await client.post('/api/designs', { name: 'Disc', json: discDesign() });
    const added = await client.post('/api/cart/items', { designId: design.json.design.id, options: OPTIONS });
    return { client, designId: design.json.design.id as string, itemId: added.json.itemId as string, proofKey: added.json.cart.lines[0].proofKey as string };
  }

  it("carries the proof's facts to the order: the order page shows the size as cut and the warnings the cart showed", async () => {
    const { client, designId, proofKey } = await lineOf('proof-to-order@test.example');
    const cartFacts = (await client.get('/api/cart')).json.cart.lines[0].proofFacts;
    expect(cartFacts).toMatchObject({ made: 'sticker', widthIn: expect.any(Number) });
    const total = orderTotal([OPTIONS], await getCurrentPriceTable(db()), { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!total.ok) throw new Error(total.error.message);
    const started = await client.post('/api/payments/checkout', {
      purpose: 'order',
      idempotencyKey: 'proof-facts-order-0001',
      order: {
        lines: [{ designId, options: OPTIONS, expectedLineCents: total.total.lines[0].line.amountCents, proofKey }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: total.total.total.amountCents,
        language: 'en',
      },
    });
    expect(started.status).toBe(200);
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, await userIdOf(client)));
    const item = (await client.get(`/api/orders/${order.id}`)).json.order.items[0];
    expect(item.proofUrl).toBeTruthy();
    expect(item.proofFacts).toEqual(cartFacts);
  });

  it('renders a new proof when the size or cut changes, and keeps it for quantity or finish', async () => {
    const { client, itemId, proofKey } = await lineOf('proof-resize@test.example');
    const small = (await client.get('/api/cart')).json.cart.lines[0].proofFacts.widthIn as number;
    expect(await widthOf(proofKey)).toBeGreaterThan(0);

    const moreOf = await client.patch(`/api/cart/items/${itemId}`, { options: { ...OPTIONS, quantity: 100, finish: 'matte' } });
    expect(moreOf.json.cart.lines[0].proofKey).toBe(proofKey);

    const bigger = await client.patch(`/api/cart/items/${itemId}`, { options: { ...OPTIONS, widthIn: 4, heightIn: 4 } });
    expect(bigger.status).toBe(200);
    const bigKey = bigger.json.cart.lines[0].proofKey as string;
    expect(bigKey).not.toBe(proofKey);
    // The proof is measured on the production cut: at 4 in it is about twice as wide as at 2 in.
    expect(bigger.json.cart.lines[0].proofFacts.widthIn / small).toBeGreaterThan(1.8);

    const kiss = await client.patch(`/api/cart/items/${itemId}`, { options: { ...OPTIONS, widthIn: 4, heightIn: 4, product: 'kiss-cut' } });
    expect(kiss.json.cart.lines[0].proofKey).not.toBe(bigKey);
    // Every proof is known to the sweep; the old ones are still there during the grace period.
    expect(await db().select().from(cartProofs).where(eq(cartProofs.key, proofKey))).toHaveLength(1);
    expect(await server.deps.storage.getBuffer(proofKey)).not.toBeNull();
  });

  it('sweeps proofs no cart or order line points at once the grace period is over, and nothing else', async () => {
    const { client, itemId, proofKey: first } = await lineOf('proof-sweep@test.example');
    const resized = await client.patch(`/api/cart/items/${itemId}`, { options: { ...OPTIONS, widthIn: 3, heightIn: 3 } });
    const current = resized.json.cart.lines[0].proofKey as string;

    // Within the grace period nothing goes, even the replaced proof.
    expect(await sweepCartProofs({ db: db(), storage: server.deps.storage }, new Date())).toBe(0);
    expect(await server.deps.storage.getBuffer(first)).not.toBeNull();

    const later = new Date(Date.now() + PROOF_GRACE_MS + 60_000);
    const swept = await sweepCartProofs({ db: db(), storage: server.deps.storage }, later);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await server.deps.storage.getBuffer(first)).toBeNull();
    expect(await db().select().from(cartProofs).where(eq(cartProofs.key, first))).toHaveLength(0);
    // The line's own proof stays.
    expect(await server.deps.storage.getBuffer(current)).not.toBeNull();

    // Removed from the cart: swept next time too; running again finds nothing more.
    await client.del(`/api/cart/items/${itemId}`);
    await sweepCartProofs({ db: db(), storage: server.deps.storage }, later);
    expect(await server.deps.storage.getBuffer(current)).toBeNull();
    expect(await sweepCartProofs({ db: db(), storage: server.deps.storage }, later)).toBe(0);
  });

  it('keeps a proof an order points at, however old', async () => {
    const client = server.client();
    await client.signUp('proof-ordered@test.example');
    const userId = await userIdOf(client);
    const orderId = await seedOrder(server, userId);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    await db()
      .insert(cartProofs)
      .values({ key: item.proofKey as string, userId, createdAt: new Date(Date.now() - 10 * PROOF_GRACE_MS) });
    await sweepCartProofs({ db: db(), storage: server.deps.storage });
    expect(await server.deps.storage.getBuffer(item.proofKey as string)).not.toBeNull();
    expect(
      await db()
        .select()
        .from(cartProofs)
        .where(eq(cartProofs.key, item.proofKey as string)),
    ).toHaveLength(1);
  });
});
