import { Hono, type MiddlewareHandler } from 'hono';
import { orderEndpoints } from '../../shared/api/endpoints/orders';
import type { AppDeps } from '../deps';
import { notFound, unauthenticated } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { currentShopper } from '../http/shopper';
import { repriceWithCurrentTable } from '../services/checkout/reprice';
import { approveAsIs, cancelOrder, reorder, uploadReplacement } from '../services/orders/actions';
import { findOrder, getOrderForCustomer, listOrdersForUser } from '../services/orders/read';
import { verifyOrderLink } from '../services/shoppers';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/** GET /api/orders/:id, the one route a guest may call (its own order, or any order by its signed link). */
const ORDER_PAGE = /^\/api\/orders\/[^/]+$/;

/**
 * /api/orders: the signed-in customer's own orders (another user's id is 404): list, detail, cancel
 * before production, reorder in one click, and the on-hold choices (replacement artwork, approve as
 * is; cancelling is the same cancel). Admins work on orders under /api/admin/orders.
 */
export const orderRoutes = defineRoutes({
  prefix: '/orders',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'orderPayments' | 'payments'>, base) => {
    const orderDeps = { db: deps.database.db, storage: deps.storage };
    const limits = uploadLimitsOf(deps.config);
    const answer = async (orderId: string, userId: string) => ({ order: await getOrderForCustomer(orderDeps, orderId, userId) });
    const shopperDeps = { db: deps.database.db, config: deps.config };
    // Every route but the order page is a member's: the module refuses guests except there.
    const membersExceptOrderPage: MiddlewareHandler<AppEnv> = async (c, next) => {
      if (c.req.method !== 'GET' || !ORDER_PAGE.test(c.req.path)) requireViewer(c);
      await next();
    };
    return implement(new Hono<AppEnv>().use('*', membersExceptOrderPage), base, orderEndpoints, {
      mine: async (_request, c) => ({ orders: await listOrdersForUser(orderDeps, requireViewer(c).id) }),
      get: async ({ params, query }, c) => {
        // The mail's signed link opens that one order for whoever holds it; otherwise the shopper's own (decision 88).
        if (verifyOrderLink(deps.config.authSecret, params.id, query.t)) {
          const row = await findOrder(deps.database.db, params.id);
          if (!row) throw notFound('Order not found.');
          return answer(row.id, row.userId);
        }
        if (query.t) throw notFound('Order not found.');
        const shopper = await currentShopper(c, shopperDeps);
        if (!shopper) throw unauthenticated();
        return answer(params.id, shopper.id);
      },
      cancel: async ({ params, body }, c) => {
        const viewer = requireViewer(c);
        await cancelOrder({ ...orderDeps, payments: deps.orderPayments }, params.id, { kind: 'customer', id: viewer.id }, body.note);
        return answer(params.id, viewer.id);
      },
      reorder: async ({ params }, c) => {
        const viewer = requireViewer(c);
        // At today's prices: the lines are quoted again with the current table (decision 40).
        const created = await reorder(orderDeps, params.id, viewer.id, repriceWithCurrentTable({ db: deps.database.db, payments: deps.payments }));
        return answer(created, viewer.id);
      },
      approveAsIs: async ({ params, body }, c) => {
        const viewer = requireViewer(c);
        await approveAsIs(orderDeps, params.id, viewer.id, body.note);
        return answer(params.id, viewer.id);
      },
      uploadReplacement: async ({ params }, c) => {
        const viewer = requireViewer(c);
        // The order is checked first: nobody uploads into an order that is not theirs or not on hold.
        await getOrderForCustomer(orderDeps, params.id, viewer.id);
        const { image } = await receiveImageUpload(c.req.raw, limits);
        await uploadReplacement(orderDeps, params.id, params.itemId, viewer.id, image);
        return answer(params.id, viewer.id);
      },
    });
  },
});
