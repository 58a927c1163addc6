import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems } from '../../src/server/db/schema';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { adminClient } from '../setup/admin';
import { call, sampleDesign } from '../setup/designs';
import { discDesign, TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const LIBRARY: StickerOptions = { product: 'library-item', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 10 };
const DIE_CUT: StickerOptions = { ...LIBRARY, product: 'die-cut', quantity: 50 };

/**
 * The cheaper `library-item` product is for library stickers only: a line whose design is the
 * unchanged copy of an active library item. Any other design is refused as `library-item` when it is
 * added, when its line is changed, and at checkout (a custom design, a copy edited since, an item
 * retired since).
 */
describe.each(testDbKinds())('the library-item product on %s', (kind) => {
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
    const design = await client.post('/api/designs', { name: 'My own art', json: sampleDesign('Mine') });
    expect(design.status).toBe(201);
    return { client, customId: design.json.design.id as string };
  }

  async function checkout(client: ReturnType<TestServer['client']>, designId: string, key: string) {
    const result = orderTotal([LIBRARY], await getCurrentPriceTable(db()), { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!result.ok) throw new Error(result.error.message);
    const total = result.total;
    return client.post('/api/payments/checkout', {
      purpose: 'order',
      idempotencyKey: key,
      order: {
        lines: [{ designId, options: LIBRARY, expectedLineCents: total.lines[0].line.amountCents }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: total.total.amountCents,
        language: 'en',
      },
    });
  }

  /** A library sticker, published by the admin. */
  async function libraryItem(name: string) {
    const made = await (await adminClient(server)).post('/api/library', { name, category: 'nature', json: discDesign() });
    expect(made.status).toBe(200);
    return made.json.item as { id: string };
  }

  it('a custom design is refused as library-item when added, when its line is changed, and at checkout', async () => {
    const { client, customId } = await shopper(`library-custom-${kind}@test.example`);
    const added = await client.post('/api/cart/items', { designId: customId, options: LIBRARY });
    expect(added.status).toBe(400);
    expect(added.json.error.code).toBe('not_a_library_item');

    const dieCut = await client.post('/api/cart/items', { designId: customId, options: DIE_CUT });
    expect(dieCut.status).toBe(200);
    const changed = await client.patch(`/api/cart/items/${dieCut.json.itemId}`, { options: LIBRARY });
    expect(changed.status).toBe(400);
    expect(changed.json.error.code).toBe('not_a_library_item');

    const paid = await checkout(client, customId, 'library-custom-0001');
    expect(paid.status).toBe(400);
    expect(paid.json.error.code).toBe('not_a_library_item');
  });

  it('the unchanged copy of an active library item is ordered as library-item; edited, or once the item is retired, it is refused', async () => {
    const { client } = await shopper(`library-copy-${kind}@test.example`);
    const item = await libraryItem('Leaf');
    const added = await client.post(`/api/library/${item.id}/cart`, { options: LIBRARY });
    expect(added.status).toBe(200);
    const copyId = added.json.designId as string;
    // The line may move to another product and back.
    expect((await client.patch(`/api/cart/items/${added.json.itemId}`, { options: DIE_CUT })).status).toBe(200);
    expect((await client.patch(`/api/cart/items/${added.json.itemId}`, { options: LIBRARY })).status).toBe(200);
    expect((await checkout(client, copyId, 'library-copy-0001')).status).toBe(200);

    // Another library sticker, retired after it was put in the cart.
    const other = await libraryItem('Fern');
    const second = await client.post(`/api/library/${other.id}/cart`, { options: LIBRARY });
    expect(second.status).toBe(200);
    await db().update(catalogItems).set({ status: 'retired' }).where(eq(catalogItems.id, other.id));
    try {
      const retired = await checkout(client, second.json.designId, 'library-copy-0002');
      expect(retired.status).toBe(400);
      expect(retired.json.error.code).toBe('not_a_library_item');
    } finally {
      await db().update(catalogItems).set({ status: 'active' }).where(eq(catalogItems.id, other.id));
    }

    // The copy edited in the editor is the shopper's own design now.
    const copy = await client.get(`/api/designs/${copyId}`);
    const saved = await call(server, client, 'PUT', `/api/designs/${copyId}`, { json: sampleDesign('Edited'), baseRevision: copy.json.design.revision });
    expect(saved.status).toBe(200);
    const edited = await checkout(client, copyId, 'library-copy-0003');
    expect(edited.status).toBe(400);
    expect(edited.json.error.code).toBe('not_a_library_item');
  });
});
