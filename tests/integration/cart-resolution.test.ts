import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../src/server/db/schema';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import type { StickerOptions } from '../../src/shared/sticker';
import { adminClient } from '../setup/admin';
import { TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const AT = (sizeIn: number): StickerOptions => ({
  product: 'die-cut',
  widthIn: sizeIn,
  heightIn: sizeIn,
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity: 50,
});

/** The case: a 306 px logo filling the design (what upload-to-order makes), ~100 DPI at 3 in. */
async function logoDesign() {
  const png = await sharp({ create: { width: 306, height: 306, channels: 4, background: '#2a6fdb' } })
    .png()
    .toBuffer();
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 3000, height: 3000 },
    objects: [
      {
        id: 'artwork',
        name: 'logo.png',
        type: 'Image',
        originX: 'left',
        originY: 'top',
        left: 0,
        top: 0,
        width: 306,
        height: 306,
        scaleX: 3000 / 306,
        scaleY: 3000 / 306,
        src: `data:image/png;base64,${png.toString('base64')}`,
      },
    ],
  };
}

/**
 * Resolution before money: a line printing under 150 DPI at its size is refused at add-to-cart, at an
 * option change and at checkout unless the shopper said "print anyway"; the acceptance is kept on the
 * cart line and on the order line, where the shop sees it.
 */
describe.each(testDbKinds())('print resolution at the cart and the checkout on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  async function shopper(email: string) {
    const client = server.client();
    await client.signUp(email);
    const design = await client.post('/api/designs', { name: 'Logo', json: await logoDesign() });
    expect(design.status).toBe(201);
    return { client, designId: design.json.design.id as string };
  }

  async function checkout(line: Record<string, unknown>, options: StickerOptions, key: string) {
    const priced = await getCurrentPriceTable(server.deps.database.db);
    const total = orderTotal([options], priced, { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!total.ok) throw new Error(total.error.message);
    return {
      purpose: 'order',
      idempotencyKey: key,
      order: {
        lines: [{ ...line, options, expectedLineCents: total.total.lines[0].line.amountCents }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: total.total.total.amountCents,
        language: 'en',
      },
    };
  }

  it('refuses a line under 150 DPI at add-to-cart and at a size change, accepts it with "print anyway" and keeps the acceptance', async () => {
    const { client, designId } = await shopper('dpi-cart@test.example');
    const refused = await client.post('/api/cart/items', { designId, options: AT(3) });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('low_resolution');
    expect(refused.json.error.message).toMatch(/prints at \d+ DPI at 3 in, under 150/);
    const { dpi, sharpSizeIn } = refused.json.error.details;
    expect(dpi).toBeGreaterThan(90);
    expect(dpi).toBeLessThan(150);
    expect(sharpSizeIn).toBe(1);
    expect((await client.get('/api/cart')).json.cart.lines).toEqual([]);

    const added = await client.post('/api/cart/items', { designId, options: AT(3), acceptLowResolution: true });
    expect(added.status).toBe(200);
    const [line] = added.json.cart.lines;
    expect(line.resolution).toEqual({ printDpi: dpi, acceptedDpi: dpi });

    // Larger is worse than what was accepted: refused, the line unchanged.
    const larger = await client.patch(`/api/cart/items/${line.id}`, { options: AT(5) });
    expect(larger.status).toBe(400);
    expect(larger.json.error.code).toBe('low_resolution');
    expect((await client.get('/api/cart')).json.cart.lines[0].options).toEqual(AT(3));
    // Smaller is sharper than what was accepted: no new question.
    const smaller = await client.patch(`/api/cart/items/${line.id}`, { options: AT(2.5) });
    expect(smaller.status).toBe(200);
    expect(smaller.json.cart.lines[0].resolution.printDpi).toBeGreaterThan(dpi);
    // The suggested sharp size: no warning left to accept.
    const sharp = await client.patch(`/api/cart/items/${line.id}`, { options: AT(1) });
    expect(sharp.json.cart.lines[0].resolution.printDpi).toBeNull();
    const accepted = await client.patch(`/api/cart/items/${line.id}`, { options: AT(5), acceptLowResolution: true });
    expect(accepted.status).toBe(200);
    expect(accepted.json.cart.lines[0].resolution.acceptedDpi).toBeLessThan(dpi);
  });

  it('refuses at checkout a line under 150 DPI that was never accepted, and keeps the acceptance on the order line for the shop', async () => {
    const { client, designId } = await shopper('dpi-checkout@test.example');
    const added = await client.post('/api/cart/items', { designId, options: AT(3), acceptLowResolution: true });
    expect(added.status).toBe(200);
    const [line] = added.json.cart.lines;
    // A line whose acceptance is not on record (a cart line from before the rule).
    await server.deps.database.db.update(cartItems).set({ lowResolutionAcceptedDpi: null }).where(eq(cartItems.id, line.id));
    const cartLine = { designId, designRevision: line.designRevision, proofKey: line.proofKey };
    const refused = await client.post('/api/payments/checkout', await checkout(cartLine, AT(3), 'dpi-order-0001'));
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'low_resolution', details: { lineIndex: 0, sharpSizeIn: 1 } });
    expect(refused.json.error.message).toMatch(/^Line 1: the art prints at \d+ DPI/);

    // A line sent without a cart line is measured by rendering it.
    const unmeasured = await client.post('/api/payments/checkout', await checkout({ designId }, AT(3), 'dpi-order-0002'));
    expect(unmeasured.status).toBe(400);
    expect(unmeasured.json.error.code).toBe('low_resolution');

    const started = await client.post('/api/payments/checkout', await checkout({ ...cartLine, acceptLowResolution: true }, AT(3), 'dpi-order-0003'));
    expect(started.status).toBe(200);
    const orders = (await client.get('/api/orders')).json.orders;
    const admin = await adminClient(server);
    const detail = (await admin.get(`/api/admin/orders/${orders[0].id}`)).json.order;
    expect(detail.items[0].lowResolutionAcceptedDpi).toBeGreaterThan(90);
    expect(detail.items[0].lowResolutionAcceptedDpi).toBeLessThan(150);
  });
});
