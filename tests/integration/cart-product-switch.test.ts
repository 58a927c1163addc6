import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { discDesign, TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const DIE_CUT: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
const DECAL: StickerOptions = { ...DIE_CUT, product: 'vinyl-decal', vinylColour: 'red' };

/**
 * Switching a cart line's product is accepted with a new proof and its facts, or refused with the reason
 * and the line unchanged; the checkout charges only what a line's proof shows.
 */
describe.each(testDbKinds())('switching a cart line on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function line(email: string) {
    const client = server.client();
    await client.signUp(email);
    // A red disc: a red decal cuts it; a blue one has nothing of its colour to cut.
    const design = await client.post('/api/designs', { name: 'Disc', json: discDesign('#c8102e') });
    const added = await client.post('/api/cart/items', { designId: design.json.design.id, options: DIE_CUT });
    expect(added.status).toBe(200);
    return { client, designId: design.json.design.id as string, itemId: added.json.itemId as string, first: added.json.cart.lines[0] };
  }

  it('shows a sticker proof with its size as cut and one piece', async () => {
    const { first } = await line('switch-sticker@test.example');
    expect(first.proofFacts).toMatchObject({ made: 'sticker', pieces: 1, fallsApart: false, marks: [] });
    expect(Math.max(first.proofFacts.widthIn, first.proofFacts.heightIn)).toBeCloseTo(2, 1);
  });

  it('accepts a switch to a vinyl decal with a new proof in the vinyl colour', async () => {
    const { client, itemId, first } = await line('switch-decal@test.example');
    const switched = await client.patch(`/api/cart/items/${itemId}`, { options: DECAL });
    expect(switched.status).toBe(200);
    const now = switched.json.cart.lines[0];
    expect(now.options).toMatchObject({ product: 'vinyl-decal', vinylColour: 'red' });
    expect(now.proofKey).not.toBe(first.proofKey);
    expect(now.proofFacts).toMatchObject({ made: 'vinyl', pieces: 1 });
    // The disc is 400 of 600 units of a 2 in workspace: about 1.33 in of vinyl.
    expect(now.proofFacts.widthIn).toBeCloseTo(1.33, 1);
  });

  it('refuses a decal with nothing in its colour to cut, with the reason, and keeps the line as it was', async () => {
    const { client, itemId, first } = await line('switch-refused@test.example');
    const refused = await client.patch(`/api/cart/items/${itemId}`, { options: { ...DECAL, vinylColour: 'blue' } });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('vinyl_nothing_to_cut');
    const after = (await client.get('/api/cart')).json.cart.lines[0];
    expect(after.options).toEqual(first.options);
    expect(after.proofKey).toBe(first.proofKey);
  });

  it('refuses a checkout whose line options are not what its proof shows', async () => {
    const { client, designId, first } = await line('switch-checkout@test.example');
    const priced = await getCurrentPriceTable(server.deps.database.db);
    const checkout = async (options: StickerOptions, key: string) => {
      const total = orderTotal([options], priced, { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
      if (!total.ok) throw new Error(total.error.message);
      return client.post('/api/payments/checkout', {
        purpose: 'order',
        idempotencyKey: key,
        order: {
          lines: [{ designId, options, proofKey: first.proofKey, expectedLineCents: total.total.lines[0].line.amountCents }],
          shippingMethod: 'standard',
          address: TEST_ADDRESS,
          proofApproved: true,
          expectedTotalCents: total.total.total.amountCents,
          language: 'en',
        },
      });
    };
    // The die-cut proof with decal options: refused, nothing is charged.
    const wrong = await checkout(DECAL, 'switch-key-0001');
    expect(wrong.status).toBe(409);
    expect(wrong.json.error.code).toBe('proof_outdated');
    // A quantity or finish the proof does not show is fine.
    const right = await checkout({ ...DIE_CUT, quantity: 100, finish: 'matte' }, 'switch-key-0002');
    expect(right.status).toBe(200);
  });
});
