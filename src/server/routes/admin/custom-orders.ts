import { Hono } from 'hono';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { getCustomOrderRequest, listCustomOrderRequests, setCustomOrderRequestStatus } from '../../services/custom-orders/requests';

/** /api/admin/custom-orders: /custom-order requests with filters, one request, and moving one on. */
export const adminCustomOrderRoutes = defineRoutes({
  prefix: '/custom-orders',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    const { customOrders, customOrder, setCustomOrderStatus } = table;
    return implement(
      new Hono<AppEnv>(),
      base,
      { customOrders, customOrder, setCustomOrderStatus },
      {
        customOrders: {
          blankIsAbsent: ['status', 'q', 'from', 'to'],
          handler: async ({ query }) => ({ requests: await listCustomOrderRequests(db, { ...query, limit: 200 }) }),
        },
        customOrder: async ({ params }) => {
          const request = await getCustomOrderRequest(db, params.id);
          if (!request) throw notFound('No such custom-order request.');
          return { request };
        },
        setCustomOrderStatus: async ({ params, body }) => {
          const request = await setCustomOrderRequestStatus(db, params.id, body.status);
          if (!request) throw notFound('No such custom-order request.');
          return { request };
        },
      },
    );
  },
});
