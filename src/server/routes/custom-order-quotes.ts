import { Hono } from 'hono';
import { customOrderQuoteEndpoints } from '../../shared/api/endpoints/custom-order-quotes';
import type { AppDeps } from '../deps';
import { rateLimited } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { acceptQuote, quoteForCustomer } from '../services/custom-orders/quotes';
import { hitCounter } from '../services/security/rate-counter';

const HOUR_MS = 60 * 60 * 1000;
/** Accepting creates an order: a real customer accepts once or twice, a script is stopped here. */
const ACCEPTS_PER_HOUR = 20;

/** /api/custom-orders/:id/quote: the signed-in customer's quote for their request (anyone else's is 404), and accepting it. */
export const customOrderQuoteRoutes = defineRoutes({
  prefix: '/custom-orders',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage'>, base) => {
    const quoteDeps = { db: deps.database.db, storage: deps.storage };
    return implement(new Hono<AppEnv>(), base, customOrderQuoteEndpoints, {
      get: { use: [signedIn], handler: async ({ params }, c) => ({ quote: await quoteForCustomer(quoteDeps, params.id, requireViewer(c).id) }) },
      accept: {
        use: [signedIn],
        handler: async ({ params, body }, c) => {
          const viewer = requireViewer(c);
          if ((await hitCounter(deps.database.db, `quote-accept:${viewer.id}`, HOUR_MS)) > ACCEPTS_PER_HOUR) {
            throw rateLimited('Too many tries this hour. Please try again later.');
          }
          return { orderId: await acceptQuote(quoteDeps, params.id, viewer.id, body) };
        },
      },
    });
  },
});
