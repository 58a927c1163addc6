import { Hono } from 'hono';
import { noticeEndpoints } from '../../shared/api/endpoints/notices';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { currentNotice } from '../services/notices/notices';

/** GET /api/notices/current?page=: the notice the global modal shows on a page (admins edit them under /api/admin/notices). */
export const noticeRoutes = defineRoutes({
  prefix: '/notices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { current: noticeEndpoints.current },
      {
        current: async ({ query }) => ({ notice: await currentNotice(deps.database.db, query.page) }),
      },
    ),
});
