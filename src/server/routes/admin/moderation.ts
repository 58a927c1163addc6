import { Hono } from 'hono';
import { adminModerationEndpoints } from '../../../shared/api/endpoints/forum';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { requireViewer } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { setThreadLocked } from '../../services/forum/write';
import { listReportedItems, resolveReports, setItemHidden } from '../../services/moderation/reports';

/**
 * /api/admin/moderation: the review list of reported items (/admin/reports), closing an
 * item's reports (dismiss, hide, delete), hiding any item, locking threads.
 */
export const adminModerationRoutes = defineRoutes({
  prefix: '/moderation',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    return implement(new Hono<AppEnv>(), base, adminModerationEndpoints, {
      reports: async () => ({ items: await listReportedItems(db) }),
      resolve: async ({ body: { targetType, targetId, resolution } }, c) => {
        await resolveReports(db, requireViewer(c), targetType, targetId, resolution);
        return { ok: true as const };
      },
      hide: async ({ body: { targetType, targetId, hidden } }) => {
        await setItemHidden(db, targetType, targetId, hidden);
        return { ok: true as const };
      },
      lock: async ({ params, body }) => {
        await setThreadLocked(db, params.id, body.locked);
        return { ok: true as const };
      },
    });
  },
});
