import { Hono } from 'hono';
import { customOrderListQuerySchema, customOrderStatusSchema } from '../../../shared/api/custom-orders';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { jsonBody, query } from '../../http/validation';
import { getCustomOrderRequest, listCustomOrderRequests, setCustomOrderRequestStatus } from '../../services/custom-orders/requests';

/** /api/admin/custom-orders: /custom-order requests with filters, one request, and moving one on. */
export const adminCustomOrderRoutes = defineRoutes({
  prefix: '/custom-orders',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/', query(customOrderListQuerySchema, { blankIsAbsent: ['status', 'q', 'from', 'to'] }), async (c) => {
        return c.json({ requests: await listCustomOrderRequests(db, { ...c.req.valid('query'), limit: 200 }) });
      })
      .get('/:id', async (c) => {
        const request = await getCustomOrderRequest(db, c.req.param('id'));
        if (!request) throw notFound('No such custom-order request.');
        return c.json({ request });
      })
      .patch('/:id', jsonBody(customOrderStatusSchema), async (c) => {
        const request = await setCustomOrderRequestStatus(db, c.req.param('id'), c.req.valid('json').status);
        if (!request) throw notFound('No such custom-order request.');
        return c.json({ request });
      });
  },
});
