import { Hono } from 'hono';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { attentionCounts } from '../../services/admin/attention';

/** GET /api/admin/attention: the back office home's "what needs doing now" counts, in one call. */
export const adminAttentionRoutes = defineRoutes({
  prefix: '/attention',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => implement(new Hono<AppEnv>(), base, { attention: table.attention }, { attention: () => attentionCounts(deps.database.db) }),
});
