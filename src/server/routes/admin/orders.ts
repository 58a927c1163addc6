import { Hono } from 'hono';
import {
  adminManualOrderSchema,
  adminOrderHoldSchema,
  adminOrderListQuerySchema,
  adminOrderRefundSchema,
  adminOrderStatusSchema,
  orderTrackingSchema,
} from '../../../shared/api/orders';
import type { AppDeps } from '../../deps';
import { DomainError } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { jsonBody, query } from '../../http/validation';
import { retryJob } from '../../jobs/queue/admin';
import { holdOrder, refundOrder, setOrderStatusByAdmin, setOrderTracking } from '../../services/orders/actions';
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
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'orderPayments'>) => {
    const orderDeps = { db: deps.database.db, storage: deps.storage };
    const withPayments = { ...orderDeps, payments: deps.orderPayments };
    const answer = async (id: string) => ({ order: await getOrderForAdmin(orderDeps, id) });
    const adminActor = (c: Parameters<typeof requireAdmin>[0]): OrderActor => ({ kind: 'admin', id: requireAdmin(c).id });
    return new Hono<AppEnv>()
      .get('/', query(adminOrderListQuerySchema, { blankIsAbsent: ['status', 'from', 'to', 'email', 'q', 'limit'] }), async (c) =>
        c.json({ orders: await listOrdersForAdmin(orderDeps, c.req.valid('query')) }),
      )
      .post('/', jsonBody(adminManualOrderSchema), async (c) => {
        const id = await createManualOrder({ ...orderDeps, maxPixels: deps.config.storage.uploadMaxPixels }, requireAdmin(c).id, c.req.valid('json'));
        return c.json(await answer(id), 201);
      })
      .get('/:id', async (c) => c.json(await answer(c.req.param('id'))))
      .patch('/:id/status', jsonBody(adminOrderStatusSchema), async (c) => {
        await setOrderStatusByAdmin(withPayments, c.req.param('id'), adminActor(c), c.req.valid('json'));
        return c.json(await answer(c.req.param('id')));
      })
      .post('/:id/hold', jsonBody(adminOrderHoldSchema), async (c) => {
        await holdOrder(orderDeps, c.req.param('id'), adminActor(c), c.req.valid('json').note);
        return c.json(await answer(c.req.param('id')));
      })
      .post('/:id/refund', jsonBody(adminOrderRefundSchema), async (c) => {
        await refundOrder(withPayments, c.req.param('id'), adminActor(c), c.req.valid('json'));
        return c.json(await answer(c.req.param('id')));
      })
      .post('/:id/tracking', jsonBody(orderTrackingSchema), async (c) => {
        await setOrderTracking(orderDeps, c.req.param('id'), c.req.valid('json'));
        return c.json(await answer(c.req.param('id')));
      })
      .post('/:id/production/retry', async (c) => {
        const order = await getOrderForAdmin(orderDeps, c.req.param('id'));
        const job = order.productionJob;
        if (job?.status !== 'failed' || !(await retryJob(deps.database.db, job.id))) {
          throw new DomainError('conflict', 'production_not_failed', 'Only a failed production job can be retried.');
        }
        await markProductionWaiting(orderDeps, order.id);
        return c.json(await answer(order.id));
      });
  },
});
