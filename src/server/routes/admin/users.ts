import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { setRoleSchema } from '../../../shared/api/schemas';
import { subscriptions, user } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { jsonBody } from '../../http/validation';
import { setUserRole } from '../../services/accounts/roles';

/** /api/admin/users: the newest 200 users with their plan and role; setting a user's role (SPEC §6). */
export const adminUserRoutes = defineRoutes({
  prefix: '/users',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'securityLog'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/', async (c) => {
        const rows = await db
          .select({
            id: user.id,
            email: user.email,
            name: user.name,
            emailVerified: user.emailVerified,
            createdAt: user.createdAt,
            plan: subscriptions.plan,
            userRole: subscriptions.userRole,
          })
          .from(user)
          .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
          .orderBy(desc(user.createdAt))
          .limit(200);
        return c.json({ users: rows });
      })
      .post('/:id/role', jsonBody(setRoleSchema), async (c) => {
        // The guard in admin/index.ts answers guests and non-admins here with SPEC §6's own messages.
        const { role } = c.req.valid('json');
        const actor = c.get('viewer');
        await setUserRole(db, actor, c.req.param('id'), role);
        await deps.securityLog.log({ event: 'user_role_set', severity: 'medium', details: { target: c.req.param('id'), role }, userId: actor?.id ?? null, url: c.req.path });
        return c.json({ ok: true, role });
      });
  },
});
