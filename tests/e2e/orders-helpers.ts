import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';

/** A 600² design with a red disc: something the production generator prints. */
export function discDesign() {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 600, height: 600 },
    objects: [{ id: 'disc', type: 'Circle', left: 100, top: 100, radius: 200, fill: '#e03131' }],
  };
}

/**
 * There is no checkout yet: an order is seeded the way the shop takes one by phone — the customer saves
 * a design (its preview becomes the proof), the admin creates the order for them and records the payment.
 */
export async function seedPaidOrder(customer: APIRequestContext, admin: APIRequestContext, email: string, language: 'en' | 'zh' = 'en'): Promise<string> {
  const preview = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="#e03131"/></svg>') }])
    .png()
    .toBuffer();
  const design = await customer.post('/api/designs', {
    data: { name: 'Red disc', json: discDesign(), isFavorite: false, preview: `data:image/png;base64,${preview.toString('base64')}` },
  });
  expect(design.status(), await design.text()).toBe(201);
  const designId = (await design.json()).design.id as string;
  const created = await admin.post('/api/admin/orders', {
    data: {
      customerEmail: email,
      designId,
      options: { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss' },
      quantity: 50,
      unitCents: 98,
      shippingCents: 995,
      taxLines: [{ code: 'HST', label: 'HST (ON 13%)', rateBasisPoints: 1300, amountCents: 766 }],
      shippingAddress: { name: 'Olivia Order', line1: '1 Sticker Street', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' },
      language,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).order.id as string;
  const paid = await admin.patch(`/api/admin/orders/${id}/status`, { data: { status: 'paid' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return id;
}
