import { Hono } from 'hono';
import { lockThreadSchema, resolveReportsSchema, setHiddenSchema } from '../../../shared/api/forum';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { requireViewer } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { jsonBody } from '../../http/validation';
import { setThreadLocked } from '../../services/forum/write';
import { listReportedItems, resolveReports, setItemHidden } from '../../services/moderation/reports';

/**
 * /api/admin/moderation (issue 18): the review list of reported items (/admin/reports), closing an
 * item's reports (dismiss, hide, delete), hiding any item, locking threads.
 */
export const adminModerationRoutes = defineRoutes({
  prefix: '/moderation',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/reports', async (c) => c.json({ items: await listReportedItems(db) }))
      .post('/resolve', jsonBody(resolveReportsSchema), async (c) => {
        const { targetType, targetId, resolution } = c.req.valid('json');
        await resolveReports(db, requireViewer(c), targetType, targetId, resolution);
        return c.json({ ok: true as const });
      })
      .post('/hide', jsonBody(setHiddenSchema), async (c) => {
        const { targetType, targetId, hidden } = c.req.valid('json');
        await setItemHidden(db, targetType, targetId, hidden);
        return c.json({ ok: true as const });
      })
      .post('/threads/:id/lock', jsonBody(lockThreadSchema), async (c) => {
        await setThreadLocked(db, c.req.param('id'), c.req.valid('json').locked);
        return c.json({ ok: true as const });
      });
  },
});
