import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { setRoleSchema } from '../../shared/api/schemas';
import { subscriptions, user } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requireAdmin } from '../http/guards';
import { readJson } from '../http/validate';
import { OutboxMail } from '../providers/mail/outbox';
import { setUserRole } from '../services/accounts/roles';

export function adminRoutes(deps: Pick<AppDeps, 'database' | 'mail' | 'securityLog'>) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/admin/users/:id/role', async (c) => {
      // Not requireAdmin: SPEC §6 has its own messages for a guest and for a non-admin.
      const { role } = await readJson(c, setRoleSchema);
      const actor = c.get('viewer');
      await setUserRole(db, actor, c.req.param('id'), role);
      await deps.securityLog.log({ event: 'user_role_set', severity: 'medium', details: { target: c.req.param('id'), role }, userId: actor?.id ?? null, url: c.req.path });
      return c.json({ ok: true, role });
    })
    .get('/admin/users', async (c) => {
      requireAdmin(c);
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
    .get('/admin/outbox', async (c) => {
      requireAdmin(c);
      const messages = deps.mail instanceof OutboxMail ? await deps.mail.list() : [];
      return c.json({ kind: deps.mail.kind, messages: messages.slice(0, 100) });
    });
}
