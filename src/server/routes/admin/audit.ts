import { Hono } from 'hono';
import { auditFilterSchema } from '../../../shared/api/admin';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { query } from '../../http/validation';
import { listAdminAudit } from '../../services/admin/audit';

/** GET /api/admin/audit: every admin write (who, what, when, on what, how it ended), newest 200 matching the filters. */
export const adminAuditRoutes = defineRoutes({
  prefix: '/audit',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) =>
    new Hono<AppEnv>().get('/', query(auditFilterSchema, { blankIsAbsent: ['actor', 'targetType', 'targetId', 'from', 'to'] }), async (c) =>
      c.json({ entries: await listAdminAudit(deps.database.db, c.req.valid('query')) }),
    ),
});
