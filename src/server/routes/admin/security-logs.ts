import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { securityLogs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';

/** GET /api/admin/security-logs: the newest 500 security events. */
export const adminSecurityLogRoutes = defineRoutes({
  prefix: '/security-logs',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) =>
    new Hono<AppEnv>().get('/', async (c) => {
      const rows = await deps.database.db.select().from(securityLogs).orderBy(desc(securityLogs.timestamp)).limit(500);
      return c.json({ logs: rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() })) });
    }),
});
