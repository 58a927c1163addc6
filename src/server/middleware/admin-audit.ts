import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { componentLog } from '../log/logger';
import { recordAdminWrite } from '../services/admin/audit';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ADMIN_PREFIX = '/api/admin/';

/**
 * The admin sub-app's audit: every write an admin makes under /api/admin — whatever the
 * route, and whether it succeeded or was refused — becomes one `admin_audit_log` row with who, what
 * (the route's pattern and the body sent), when, on what (the area and the id in the path) and the
 * answer's status. It runs after the admin guard, so only admins' writes reach it, and no route has
 * to remember to log. A failure to record is reported and never changes the answer.
 */
export function adminAudit(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    // A clone, read before the handler: the handler still gets the whole body.
    const body = await c.req.raw
      .clone()
      .text()
      .catch(() => '');
    await next();
    const actor = c.get('viewer');
    if (!actor) return;
    // After next(), routePath and param() are the handler's: `/api/admin/users/:id/role`.
    const action = c.req.routePath;
    const params = c.req.param() as Record<string, string>;
    const area = action.startsWith(ADMIN_PREFIX) ? action.slice(ADMIN_PREFIX.length).split('/')[0] : 'admin';
    const targetId = params.id ?? params.version ?? Object.values(params)[0] ?? null;
    try {
      await recordAdminWrite(db, {
        actor: { id: actor.id, email: actor.email },
        method: c.req.method,
        action,
        path: c.req.path,
        targetType: area || 'admin',
        targetId,
        status: c.res.status,
        body,
      });
    } catch (err) {
      componentLog('admin-audit').error({ method: c.req.method, route: c.req.routePath, err }, 'could not record an admin action');
    }
  };
}
