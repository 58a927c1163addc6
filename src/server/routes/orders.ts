import { Hono } from 'hono';
import { orderCustomerNoteSchema } from '../../shared/api/orders';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody } from '../http/validation';
import { repriceWithCurrentTable } from '../services/checkout/reprice';
import { approveAsIs, cancelOrder, reorder, uploadReplacement } from '../services/orders/actions';
import { getOrderForCustomer, listOrdersForUser } from '../services/orders/read';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/**
 * /api/orders: the signed-in customer's own orders (another user's id is 404): list, detail, cancel
 * before production, reorder in one click, and the on-hold choices (replacement artwork, approve as
 * is; cancelling is the same cancel). Admins work on orders under /api/admin/orders.
 */
export const orderRoutes = defineRoutes({
  prefix: '/orders',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'orderPayments' | 'payments'>) => {
    const orderDeps = { db: deps.database.db, storage: deps.storage };
    const limits = uploadLimitsOf(deps.config);
    const answer = async (orderId: string, userId: string) => ({ order: await getOrderForCustomer(orderDeps, orderId, userId) });
    return new Hono<AppEnv>()
      .use('*', signedIn)
      .get('/', async (c) => c.json({ orders: await listOrdersForUser(orderDeps, requireViewer(c).id) }))
      .get('/:id', async (c) => c.json(await answer(c.req.param('id'), requireViewer(c).id)))
      .post('/:id/cancel', jsonBody(orderCustomerNoteSchema), async (c) => {
        const viewer = requireViewer(c);
        await cancelOrder({ ...orderDeps, payments: deps.orderPayments }, c.req.param('id'), { kind: 'customer', id: viewer.id }, c.req.valid('json').note);
        return c.json(await answer(c.req.param('id'), viewer.id));
      })
      .post('/:id/reorder', async (c) => {
        const viewer = requireViewer(c);
        // At today's prices: the lines are quoted again with the current table (decision 40).
        const created = await reorder(orderDeps, c.req.param('id'), viewer.id, repriceWithCurrentTable({ db: deps.database.db, payments: deps.payments }));
        return c.json(await answer(created, viewer.id), 201);
      })
      .post('/:id/hold/approve', jsonBody(orderCustomerNoteSchema), async (c) => {
        const viewer = requireViewer(c);
        await approveAsIs(orderDeps, c.req.param('id'), viewer.id, c.req.valid('json').note);
        return c.json(await answer(c.req.param('id'), viewer.id));
      })
      .post('/:id/items/:itemId/replacement', async (c) => {
        const viewer = requireViewer(c);
        // The order is checked first: nobody uploads into an order that is not theirs or not on hold.
        await getOrderForCustomer(orderDeps, c.req.param('id'), viewer.id);
        const { image } = await receiveImageUpload(c.req.raw, limits);
        await uploadReplacement(orderDeps, c.req.param('id'), c.req.param('itemId'), viewer.id, image);
        return c.json(await answer(c.req.param('id'), viewer.id));
      });
  },
});
