import { Hono } from 'hono';
import { priceEndpoints } from '../../shared/api/endpoints/prices';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { getCurrentPriceTable } from '../services/pricing/price-tables';

/**
 * GET /api/prices/current: the current price table for everyone, for the browser's live quotes and the
 * price pages. Cached like the other public reads (http/cached-reads.ts): an admin's new version shows
 * within the cache's max-age (the server re-quotes every cart change anyway).
 */
export const priceRoutes = defineRoutes({
  prefix: '/prices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { current: priceEndpoints.current },
      {
        current: async () => {
          const current = await getCurrentPriceTable(deps.database.db);
          const { version, createdAt, table } = current.answer;
          return { version, createdAt, table };
        },
      },
    ),
});
