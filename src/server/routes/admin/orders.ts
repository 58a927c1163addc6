import { Hono } from 'hono';
import { adminOrderEndpoints } from '../../../shared/api/endpoints/orders';
import type { AppDeps } from '../../deps';
import { DomainError } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { retryJob } from '../../jobs/queue/admin';
import { refundOrder, setOrderStatusByAdmin, setOrderTracking } from '../../services/orders/actions';
import { holdOrder } from '../../services/orders/artwork-hold';
import { createManualOrder } from '../../services/orders/manual';
import { markProductionWaiting } from '../../services/orders/production';
import { getOrderForAdmin, listOrdersForAdmin } from '../../services/orders/read';
import type { OrderActor } from '../../services/orders/types';

/**
 * /api/admin/orders: every order with filters, its detail (items, proofs, production files and their
 * job, payment, address, timeline), status changes, hold, refund, tracking, a manual order, and a
 * retry of a failed production job.
 */
export const adminOrderRoutes = defineRoutes({
  prefix: '/orders',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'orderPayments'>, base) => {
    const orderDeps = { db: deps.database.db, storage: deps.storage };
    const withPayments = { ...orderDeps, payments: deps.orderPayments };
    const answer = async (id: string) => ({ order: await getOrderForAdmin(orderDeps, id) });
    const adminActor = (c: Parameters<typeof requireAdmin>[0]): OrderActor => ({ kind: 'admin', id: requireAdmin(c).id });
    return implement(new Hono<AppEnv>(), base, adminOrderEndpoints, {
      list: {
        blankIsAbsent: ['status', 'from', 'to', 'email', 'q', 'limit'],
        handler: async ({ query }) => ({ orders: await listOrdersForAdmin(orderDeps, query) }),
      },
      create: async ({ body }, c) => answer(await createManualOrder({ ...orderDeps, maxPixels: deps.config.storage.uploadMaxPixels }, requireAdmin(c).id, body)),
      get: ({ params }) => answer(params.id),
      setStatus: async ({ params, body }, c) => {
        await setOrderStatusByAdmin(withPayments, params.id, adminActor(c), body);
        return answer(params.id);
      },
      hold: async ({ params, body }, c) => {
        await holdOrder(orderDeps, params.id, adminActor(c), body, { answerDays: deps.config.orders.holdAnswerDays });
        return answer(params.id);
      },
      refund: async ({ params, body }, c) => {
        await refundOrder(withPayments, params.id, adminActor(c), body);
        return answer(params.id);
      },
      tracking: async ({ params, body }) => {
        await setOrderTracking(orderDeps, params.id, body);
        return answer(params.id);
      },
      retryProduction: async ({ params }) => {
        const order = await getOrderForAdmin(orderDeps, params.id);
        const job = order.productionJob;
        if (job?.status !== 'failed' || !(await retryJob(deps.database.db, job.id))) {
          throw new DomainError('conflict', 'production_not_failed', 'Only a failed production job can be retried.');
        }
        await markProductionWaiting(orderDeps, order.id);
        return answer(order.id);
      },
    });
  },
});
