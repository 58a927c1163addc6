import sharp from 'sharp';
import { holdOrder } from '../../src/server/services/orders/artwork-hold';
import { createOrder } from '../../src/server/services/orders/create';
import { markOrderPaid } from '../../src/server/services/orders/transitions';
import type { PricedOrderLine } from '../../src/server/services/orders/types';
import type { ShippingAddress } from '../../src/shared/api/orders';
import type { TestServer } from './test-server';

/** A 600² design (2 in at 300 DPI): a red disc — something the production generator can print. */
export function discDesign(fill = '#ff0000') {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 600, height: 600 },
    objects: [{ id: 'disc', type: 'Circle', left: 100, top: 100, radius: 200, fill }],
  };
}

export const TEST_ADDRESS: ShippingAddress = { name: 'Alice Maple', line1: '1 Sticker Street', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' };

/**
 * An order as the checkout will create it (there is no checkout yet): one line of 50 die-cut 2 in
 * stickers at CA$0.98, standard shipping, Ontario HST, with a proof already stored.
 */
export async function seedOrder(
  server: TestServer,
  userId: string,
  options: { language?: 'en' | 'zh'; lines?: Partial<PricedOrderLine>[]; shippingAddress?: ShippingAddress } = {},
): Promise<string> {
  const proof = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
  const proofKey = `users/${userId}/cart/proof-${crypto.randomUUID()}.png`;
  await server.deps.storage.put(proofKey, proof, 'image/png');
  const lines: PricedOrderLine[] = (options.lines ?? [{}]).map((line) => ({
    options: { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss' },
    quantity: 50,
    unitCents: 98,
    design: { document: discDesign() },
    proofKey,
    ...line,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  return createOrder(
    { db: server.deps.database.db, storage: server.deps.storage },
    {
      userId,
      lines,
      shippingMethod: 'standard',
      shippingCents: 995,
      taxLines: [{ code: 'HST', label: 'HST (ON)', rateBasisPoints: 1300, amountCents: Math.round(((subtotal + 995) * 13) / 100) }],
      shippingAddress: options.shippingAddress ?? TEST_ADDRESS,
      priceVersionId: 'test-prices-v1',
      language: options.language ?? 'en',
    },
  );
}

/** A seeded order, paid. */
export async function seedPaidOrder(server: TestServer, userId: string, options: Parameters<typeof seedOrder>[2] = {}): Promise<string> {
  const id = await seedOrder(server, userId, options);
  await markOrderPaid(server.deps.database.db, id, `pi_test_${id.slice(0, 8)}`);
  return id;
}

/** A seeded order, paid and put on hold by the shop. */
export async function seedHeldOrder(server: TestServer, userId: string): Promise<string> {
  const id = await seedPaidOrder(server, userId);
  await holdOrder(
    { db: server.deps.database.db, storage: server.deps.storage },
    id,
    { kind: 'admin', id: null },
    { reasons: [], note: 'The text is too close to the cut line.' },
    { answerDays: 14 },
  );
  return id;
}
