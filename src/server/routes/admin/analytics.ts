import { Hono } from 'hono';
import type { AnalyticsRange } from '../../../shared/analytics/constants';
import { analyticsEndpoints } from '../../../shared/api/endpoints/analytics';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { listJourneys } from '../../services/analytics/journeys';
import { analyticsOverview } from '../../services/analytics/overview';
import { pageExits } from '../../services/analytics/page-exits';

const { overview, journeys, exits } = analyticsEndpoints;

/** Filters a form leaves empty are absent. */
const BLANK_IS_ABSENT = ['from', 'to', 'device', 'path', 'cursor'] as const;

/**
 * /api/admin/analytics: the back office's shop figures (decision 41), read from roll-ups and indexed
 * ranges, and the journeys and page exits of the last 7 days (decision 62).
 */
export const adminAnalyticsRoutes = defineRoutes({
  prefix: '/analytics',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { overview, journeys, exits },
      {
        overview: ({ query }, c) => {
          c.header('Cache-Control', 'no-store');
          return analyticsOverview(deps.database.db, query.range as AnalyticsRange, new Date());
        },
        journeys: {
          blankIsAbsent: BLANK_IS_ABSENT,
          handler: ({ query }, c) => {
            c.header('Cache-Control', 'no-store');
            return listJourneys(deps.database.db, query, new Date());
          },
        },
        exits: {
          blankIsAbsent: BLANK_IS_ABSENT,
          handler: ({ query }, c) => {
            c.header('Cache-Control', 'no-store');
            return pageExits(deps.database.db, query, new Date());
          },
        },
      },
    ),
});
