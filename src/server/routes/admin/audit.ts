import { Hono } from 'hono';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { listAdminAudit } from '../../services/admin/audit';

/** GET /api/admin/audit: every admin write (who, what, when, on what, how it ended), newest 200 matching the filters. */
export const adminAuditRoutes = defineRoutes({
  prefix: '/audit',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { audit: table.audit },
      {
        audit: {
          blankIsAbsent: ['actor', 'targetType', 'targetId', 'from', 'to'],
          handler: async ({ query }) => ({ entries: await listAdminAudit(deps.database.db, query) }),
        },
      },
    ),
});
