import { TEST_ADDRESS } from '../../setup/orders';
import { type Cases, type Context, emailOf, pngFile } from './harness';

/** A /custom-order request the contract's user sent with their verified address. */
async function userRequestId(ctx: Context): Promise<string> {
  const sent = await ctx.user.post('/api/custom-orders', {
    contactEmail: await emailOf(ctx.user),
    name: 'Contract User',
    description: 'A round sticker of a red disc',
    size: '2 in',
    quantity: 50,
  });
  return sent.json.request.id;
}

/** The user's request, quoted by the shop on the user's saved design. */
async function quotedRequest(ctx: Context): Promise<{ id: string; revision: number }> {
  const id = await userRequestId(ctx);
  const quoted = await ctx.admin.post(`/api/admin/custom-orders/${id}/quote`, {
    options: { product: 'die-cut', widthIn: 2, heightIn: 2 },
    quantity: 50,
    priceCents: 4500,
    shippingCents: 995,
    art: { designId: ctx.designId },
  });
  return { id, revision: quoted.json.quote.revision };
}

/** Quotes for /custom-order requests: the customer's and the shop's calls. */
export const quoteCases: Pick<Cases, 'customOrderQuotes' | 'adminCustomOrderQuotes'> = {
  customOrderQuotes: {
    get: { as: 'user', input: async (ctx) => ({ params: { id: (await quotedRequest(ctx)).id } }) },
    accept: {
      as: 'user',
      input: async (ctx) => {
        const { id, revision } = await quotedRequest(ctx);
        return { params: { id }, body: { revision, shippingAddress: TEST_ADDRESS } };
      },
    },
  },
  adminCustomOrderQuotes: {
    get: { as: 'admin', input: async (ctx) => ({ params: { id: (await quotedRequest(ctx)).id } }) },
    art: { as: 'admin', input: async (ctx) => ({ params: { id: await userRequestId(ctx) }, body: await pngFile('quote-art.png') }) },
    quote: {
      as: 'admin',
      input: async (ctx) => ({
        params: { id: await userRequestId(ctx) },
        body: { options: { product: 'die-cut', widthIn: 2, heightIn: 2 }, quantity: 50, priceCents: 4500, art: { designId: ctx.designId } },
      }),
    },
  },
};
