import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { attentionCounts } from '../../services/admin/attention';

/** GET /api/admin/attention: the back office home's "what needs doing now" counts, in one call. */
export const adminAttentionRoutes = defineRoutes({
  prefix: '/attention',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) => new Hono<AppEnv>().get('/', async (c) => c.json(await attentionCounts(deps.database.db))),
});
