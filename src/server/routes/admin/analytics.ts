import { Hono } from 'hono';
import type { AnalyticsRange } from '../../../shared/analytics/constants';
import { analyticsOverviewQuerySchema } from '../../../shared/api/analytics';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { query } from '../../http/validation';
import { analyticsOverview } from '../../services/analytics/overview';

/** /api/admin/analytics: the back office's shop figures (decision 41), read from roll-ups and indexed ranges. */
export const adminAnalyticsRoutes = defineRoutes({
  prefix: '/analytics',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) =>
    new Hono<AppEnv>().get('/overview', query(analyticsOverviewQuerySchema), async (c) => {
      const { range } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await analyticsOverview(deps.database.db, range as AnalyticsRange, new Date()));
    }),
});
