import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../../src/server/db/schema';
import { endpoints } from '../../../src/shared/api/endpoints';
import { discDesign, seedHeldOrder, seedOrder, seedPaidOrder } from '../../setup/orders';
import { lastMailTo } from '../../setup/outbox';
import { type Cases, type Client, type Context, emailOf, nextEmail, pngFile, printableDesign, send } from './harness';

const CART_OPTIONS = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 } as const;

/** A library sticker or template published by the admin (a graphic designer), for the catalog calls. */
async function catalogItem(ctx: Context, base: '/api/library' | '/api/templates'): Promise<string> {
  const created = await ctx.admin.post(base, { name: 'Contract disc', category: 'quotes', tags: ['disc'], json: discDesign() });
  expect(created.status).toBe(200);
  return created.json.item.id;
}

const CATALOG_ITEM = { name: 'Contract item', description: 'A disc.', category: 'pets' as const, tags: ['disc'] };

async function cartLine(ctx: Context): Promise<string> {
  return (await ctx.user.post('/api/cart/items', { designId: await printableDesign(ctx), options: CART_OPTIONS })).json.itemId;
}

/** A test-mode checkout of `client` (local provider): its session id, from the checkout page's address. */
async function testCheckoutOf(client: Client, body: object): Promise<string> {
  const started = await client.post('/api/payments/checkout', body);
  expect(started.status).toBe(200);
  return started.json.url.split('/checkout/test/')[1];
}

let plans = 0;

/** A new user who bought a plan in test mode (a live subscription, a customer). */
async function subscribedUser(ctx: Context): Promise<Client> {
  const client = await ctx.freshUser();
  const sessionId = await testCheckoutOf(client, { purpose: 'plan', plan: 'silver', idempotencyKey: `contract-plan-${++plans}` });
  expect((await client.post(`/api/payments/test-checkout/${sessionId}/pay`)).status).toBe(200);
  await ctx.server.paymentEventsDelivered();
  return client;
}

/** The shop's endpoints: cart, catalog, orders, payments, prices, custom orders and the back office's orders. */
export const commerceCases: Pick<Cases, 'cart' | 'library' | 'templates' | 'orders' | 'payments' | 'prices' | 'customOrders' | 'adminOrders'> = {
  cart: {
    get: { as: 'user' },
    add: { as: 'user', input: async (ctx) => ({ body: { designId: await printableDesign(ctx), options: CART_OPTIONS } }) },
    addDocument: { as: 'guest', input: () => ({ body: { name: 'Contract upload', json: discDesign(), options: CART_OPTIONS } }) },
    update: { as: 'user', input: async (ctx) => ({ params: { id: await cartLine(ctx) }, body: { options: { ...CART_OPTIONS, quantity: 100 } } }) },
    remove: { as: 'user', input: async (ctx) => ({ params: { id: await cartLine(ctx) } }) },
    merge: { as: 'user', input: async (ctx) => ({ body: { items: [{ designId: await printableDesign(ctx), options: { ...CART_OPTIONS, finish: 'matte' } }] } }) },
    tax: {
      as: 'user',
      input: () => ({
        body: {
          lines: [CART_OPTIONS],
          shippingMethod: 'standard',
          address: { name: 'Contract Buyer', line1: '1 Main St', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' },
        },
      }),
    },
  },
  library: {
    list: {
      as: 'guest',
      input: async (ctx) => {
        await catalogItem(ctx, '/api/library');
        return { query: { q: 'contract', page: 1 } };
      },
    },
    get: { as: 'guest', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/library') } }) },
    create: { as: 'admin', input: () => ({ body: { ...CATALOG_ITEM, json: discDesign() } }) },
    update: { as: 'admin', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/library') }, body: { status: 'retired' } }) },
    addToCart: {
      as: 'user',
      input: async (ctx) => ({
        params: { id: await catalogItem(ctx, '/api/library') },
        body: { options: { ...CART_OPTIONS, product: 'library-item', quantity: 10 } },
      }),
    },
  },
  templates: {
    list: {
      as: 'guest',
      input: async (ctx) => {
        await catalogItem(ctx, '/api/templates');
        return { query: { category: 'quotes', size: '2x2' } };
      },
    },
    get: { as: 'guest', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/templates') } }) },
    create: { as: 'admin', input: () => ({ body: { ...CATALOG_ITEM, json: discDesign() } }) },
    update: { as: 'admin', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/templates') }, body: { name: 'Renamed', tags: ['x'] } }) },
  },
  orders: {
    mine: {
      as: 'user',
      input: async (ctx) => {
        await seedOrder(ctx.server, ctx.userId);
        return {};
      },
    },
    get: { as: 'user', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) } }) },
    cancel: { as: 'user', input: async (ctx) => ({ params: { id: await seedOrder(ctx.server, ctx.userId) }, body: { note: 'Changed my mind' } }) },
    reorder: { as: 'user', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) } }) },
    approveAsIs: { as: 'user', input: async (ctx) => ({ params: { id: await seedHeldOrder(ctx.server, ctx.userId) }, body: {} }) },
    uploadReplacement: {
      as: 'user',
      input: async (ctx) => {
        const id = await seedHeldOrder(ctx.server, ctx.userId);
        const order = await ctx.user.get(`/api/orders/${id}`);
        return { params: { id, itemId: order.json.order.items[0].id }, body: await pngFile('replacement.png') };
      },
    },
  },
  payments: {
    checkout: { as: 'user', input: () => ({ body: { purpose: 'pack', packId: 'small', idempotencyKey: 'contract-checkout-1' } }) },
    sync: { as: 'user' },
    billing: { as: 'user' },
    invoices: { as: 'user' },
    changePlan: { as: subscribedUser, input: () => ({ body: { plan: 'gold', idempotencyKey: 'contract-change-1' } }) },
    cancelAtPeriodEnd: { as: subscribedUser, input: () => ({ body: { cancel: true, idempotencyKey: 'contract-cancel-1' } }) },
    portal: { as: subscribedUser },
    testCheckout: {
      as: 'user',
      input: async (ctx) => ({ params: { id: await testCheckoutOf(ctx.user, { purpose: 'pack', packId: 'medium', idempotencyKey: 'contract-view-1' }) } }),
    },
    testCheckoutAction: {
      as: 'user',
      input: async (ctx) => ({ params: { id: await testCheckoutOf(ctx.user, { purpose: 'pack', packId: 'large', idempotencyKey: 'contract-pay-1' }), action: 'pay' } }),
    },
  },
  prices: {
    current: { as: 'guest' },
    adminList: { as: 'admin' },
    adminGet: { as: 'admin', input: () => ({ params: { version: '1' } }) },
    adminCreate: {
      as: 'admin',
      input: async (ctx) => {
        const current = (await ctx.guest.get('/api/prices/current')).json;
        return { body: { table: current.table, note: 'Contract test', basedOnVersion: current.version } };
      },
    },
  },
  customOrders: {
    concepts: { as: 'user', input: () => ({ body: { description: 'A fox reading a book under a tree', size: '3 × 3 in' } }) },
    reference: { as: 'user', input: async () => ({ body: await pngFile('reference.png') }) },
    submit: {
      as: 'user',
      input: async (ctx) => {
        const reference = await send(ctx, ctx.user, endpoints.customOrders.reference, { body: await pngFile('ref.png') });
        const concepts = await ctx.user.post('/api/custom-orders/concepts', { description: 'A fox reading a book under a tree', size: '3 in' });
        return {
          body: {
            contactEmail: await emailOf(ctx.user),
            name: 'Contract Customer',
            description: 'A fox reading a book under a tree, in warm colours.',
            referenceImageUrl: reference.json.url,
            size: '3 × 3 in',
            quantity: 50,
            conceptImageUrls: concepts.json.urls.slice(0, 1),
          },
        };
      },
    },
    confirm: {
      as: 'guest',
      input: async (ctx) => {
        // A guest's request: the contact address gets a confirm link, whose token the call brings.
        const email = nextEmail('custom-order');
        const body = { contactEmail: email, name: 'Guest Customer', description: 'A fox reading a book under a tree.', size: 'A5', quantity: 10 };
        await ctx.guest.post('/api/custom-orders', body);
        const { link } = await lastMailTo(ctx.server.mail, email);
        return { body: { token: new URL(link ?? '').searchParams.get('token') ?? '' } };
      },
    },
    mine: { as: 'user' },
  },
  adminOrders: {
    list: {
      as: 'admin',
      input: async (ctx) => {
        await seedPaidOrder(ctx.server, ctx.userId);
        return { query: { status: 'paid' } };
      },
    },
    get: { as: 'admin', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) } }) },
    create: {
      as: 'admin',
      input: async (ctx) => ({
        body: {
          customerEmail: await emailOf(ctx.user),
          designId: ctx.designId,
          options: { product: 'kiss-cut', widthIn: 3, heightIn: 3 },
          quantity: 100,
          unitCents: 75,
          shippingCents: 0,
          shippingAddress: { name: 'Phone Customer', line1: '2 Main St', city: 'Vancouver', region: 'BC', postalCode: 'V6B 1A1', country: 'CA' },
        },
      }),
    },
    setStatus: { as: 'admin', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) }, body: { status: 'in_production' } }) },
    hold: { as: 'admin', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) }, body: { note: 'The image is blurry at this size.' } }) },
    refund: {
      as: 'admin',
      input: async (ctx) => {
        const id = await seedOrder(ctx.server, ctx.userId);
        // A payment the shop recorded itself is given back by hand: no provider is needed for this call.
        await ctx.admin.patch(`/api/admin/orders/${id}/status`, { status: 'paid' });
        return { params: { id }, body: { amountCents: 500, note: 'Two stickers were scratched.' } };
      },
    },
    tracking: {
      as: 'admin',
      input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) }, body: { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' } }),
    },
    retryProduction: {
      as: 'admin',
      input: async (ctx) => {
        const id = await seedPaidOrder(ctx.server, ctx.userId);
        // As if every attempt had failed.
        await ctx.server.deps.database.db.update(jobs).set({ status: 'failed', lastError: 'render failed' }).where(sql`${jobs.payload}->>'orderId' = ${id}`);
        return { params: { id } };
      },
    },
  },
};
