import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { getCurrentPriceTable } from '../services/pricing/price-tables';

/**
 * GET /api/prices/current: the current price table for everyone, for the browser's live quotes and the
 * price pages. Cached for a minute: the server re-quotes every cart change and checkout on the current
 * table anyway, so a browser a minute behind only shows a price that the cart then corrects.
 */
export const priceRoutes = defineRoutes({
  prefix: '/prices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) =>
    new Hono<AppEnv>().get('/current', async (c) => {
      const current = await getCurrentPriceTable(deps.database.db);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(current.answer);
    }),
});
