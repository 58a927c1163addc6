import { Hono } from 'hono';
import type { AnalyticsRange } from '../../../shared/analytics/constants';
import { analyticsOverviewQuerySchema, journeysQuerySchema, pageExitsQuerySchema } from '../../../shared/api/analytics';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { query } from '../../http/validation';
import { listJourneys } from '../../services/analytics/journeys';
import { analyticsOverview } from '../../services/analytics/overview';
import { pageExits } from '../../services/analytics/page-exits';

/** Filters a form leaves empty are absent. */
const BLANK_IS_ABSENT = ['from', 'to', 'device', 'path', 'cursor'] as const;

/**
 * /api/admin/analytics: the back office's shop figures (decision 41), read from roll-ups and indexed
 * ranges, and the journeys and page exits of the last 7 days (decision 62).
 */
export const adminAnalyticsRoutes = defineRoutes({
  prefix: '/analytics',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) =>
    new Hono<AppEnv>()
      .get('/overview', query(analyticsOverviewQuerySchema), async (c) => {
        const { range } = c.req.valid('query');
        c.header('Cache-Control', 'no-store');
        return c.json(await analyticsOverview(deps.database.db, range as AnalyticsRange, new Date()));
      })
      .get('/journeys', query(journeysQuerySchema, { blankIsAbsent: BLANK_IS_ABSENT }), async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await listJourneys(deps.database.db, c.req.valid('query'), new Date()));
      })
      .get('/exits', query(pageExitsQuerySchema, { blankIsAbsent: BLANK_IS_ABSENT }), async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await pageExits(deps.database.db, c.req.valid('query'), new Date()));
      }),
});
