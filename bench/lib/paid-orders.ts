import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../src/server/db/client';
import type { StoragePort } from '../../src/server/providers/storage/types';
import { createOrder } from '../../src/server/services/orders/create';
import { markOrderPaid } from '../../src/server/services/orders/transitions';

/** A printable design: a 600² workspace with a disc and a line of text, drawn at the order's size. */
const design = (n: number) => ({
  version: 2,
  workspace: { id: 'workspace', shape: 'rectangle', width: 600, height: 600 },
  objects: [
    { id: 'disc', type: 'Circle', left: 100, top: 100, radius: 200, fill: `hsl(${(n * 37) % 360}, 80%, 50%)` },
    { id: 'text', type: 'Textbox', left: 120, top: 260, width: 360, text: `Order ${n}`, fontSize: 64, fill: '#ffffff' },
  ],
});

/**
 * Orders as the checkout leaves them, paid: one line of 50 die-cut 3 in stickers each. Paying enqueues
 * each order's production job in its transaction, so whichever process runs jobs starts rendering.
 */
export async function payOrders(deps: { db: Db; storage: StoragePort }, userId: string, count: number): Promise<string[]> {
  const proof = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
  const proofKey = `users/${userId}/cart/proof-${randomUUID()}.png`;
  await deps.storage.put(proofKey, proof, 'image/png');
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = await createOrder(deps, {
      userId,
      lines: [
        {
          options: { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss' },
          quantity: 50,
          unitCents: 98,
          design: { document: design(n) },
          proofKey,
        },
      ],
      shippingMethod: 'standard',
      shippingCents: 995,
      taxLines: [],
      shippingAddress: { name: 'Bench Buyer', line1: '1 Sticker Street', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' },
      priceVersionId: 'bench-prices',
      language: 'en',
    });
    await markOrderPaid(deps.db, id, `pi_bench_${id.slice(0, 8)}`);
    ids.push(id);
  }
  return ids;
}
