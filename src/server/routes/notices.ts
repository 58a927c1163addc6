import { Hono } from 'hono';
import { noticeQuerySchema } from '../../shared/api/schemas';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { query } from '../http/validation';
import { currentNotice } from '../services/notices/notices';

/** GET /api/notices/current?page=: the notice the global modal shows on a page (admins edit them under /api/admin/notices). */
export const noticeRoutes = defineRoutes({
  prefix: '/notices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) =>
    new Hono<AppEnv>().get('/current', query(noticeQuerySchema), async (c) => {
      const { page } = c.req.valid('query');
      return c.json({ notice: await currentNotice(deps.database.db, page) });
    }),
});
