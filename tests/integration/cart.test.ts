import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StickerOptions } from '../../src/shared/sticker';
import { discDesign } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

/** /api/cart (decision 37): lines priced by the server on every read and change, Order twice is one line, a guest cart merges. */
describe.each(testDbKinds())('cart on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  async function shopper(email: string) {
    const client = server.client();
    await client.signUp(email);
    const design = await client.post('/api/designs', { name: 'Hello', json: discDesign() });
    return { client, designId: design.json.design.id as string };
  }

  it('adds a design once however often Order is pressed, with a proof, priced live; edits re-quote; tampering is refused', async () => {
    const { client, designId } = await shopper('cart-add@test.example');
    const [first, second] = await Promise.all([client.post('/api/cart/items', { designId, options: OPTIONS }), client.post('/api/cart/items', { designId, options: OPTIONS })]);
    expect(first.status).toBe(200);
    expect(second.json.itemId).toBe(first.json.itemId);
    const cart = (await client.get('/api/cart')).json.cart;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ designId, designChanged: false, options: OPTIONS, price: { lineCents: 4900, unitCents: 98 }, error: null });
    expect(cart.lines[0].proofKey).toMatch(/^users\/.+\/cart\/proof-.+\.png$/);
    const proof = await server.deps.storage.getBuffer(cart.lines[0].proofKey);
    expect(proof?.subarray(1, 4).toString()).toBe('PNG');

    const more = await client.patch(`/api/cart/items/${first.json.itemId}`, { options: { ...OPTIONS, quantity: 100 } });
    expect(more.json.cart.lines[0].price).toMatchObject({ lineCents: 6900 });
    expect((await client.patch(`/api/cart/items/${first.json.itemId}`, { options: { ...OPTIONS, quantity: 3 } })).json.error.code).toBe('bad_quantity');
    expect((await client.patch(`/api/cart/items/${first.json.itemId}`, { options: { ...OPTIONS, widthIn: 40 } })).status).toBe(400);
    expect((await client.post('/api/cart/items', { designId, options: OPTIONS, priceCents: 1 })).status).toBe(400);
    // An id from before the one sticker vocabulary (decision 73) is a validation error naming the field.
    const oldId = await client.post('/api/cart/items', { designId, options: { ...OPTIONS, product: 'sheet' } });
    expect(oldId.status).toBe(400);
    expect(oldId.json.error.code).toBe('invalid_input');
    expect(JSON.stringify(oldId.json.error)).toContain('product');

    // Another shopper sees neither the line nor the design.
    const other = await shopper('cart-other@test.example');
    expect((await other.client.patch(`/api/cart/items/${first.json.itemId}`, { options: OPTIONS })).status).toBe(404);
    expect((await other.client.post('/api/cart/items', { designId, options: OPTIONS })).status).toBe(404);

    expect((await client.del(`/api/cart/items/${first.json.itemId}`)).json.cart.lines).toEqual([]);
  });

  it('merges a guest cart at sign-in without doubling lines already there', async () => {
    const { client, designId } = await shopper('cart-merge@test.example');
    await client.post('/api/cart/items', { designId, options: OPTIONS });
    const merged = await client.post('/api/cart/merge', {
      items: [
        { designId, options: OPTIONS },
        { designId, options: { ...OPTIONS, material: 'clear' } },
        { designId: 'not-a-design', options: OPTIONS },
      ],
    });
    expect(merged.json.merged).toEqual({ added: 2, skipped: 1 });
    expect(merged.json.cart.lines.map((l: { options: StickerOptions }) => l.options.material)).toEqual(['white-vinyl', 'clear']);
    // The same cart from a second device.
    const again = server.client();
    await again.signIn('cart-merge@test.example');
    expect((await again.get('/api/cart')).json.cart.lines).toHaveLength(2);
  });
});
