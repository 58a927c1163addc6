import { Hono } from 'hono';
import { adminUserSearchSchema, creditChangeSchema, setPlanSchema, suspendUserSchema } from '../../../shared/api/admin';
import { setRoleSchema } from '../../../shared/api/schemas';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { jsonBody, query } from '../../http/validation';
import { setUserRole } from '../../services/accounts/roles';
import { restoreAccount, suspendAccount } from '../../services/accounts/suspension';
import { getUserForAdmin, searchUsers, setUserPlan } from '../../services/admin/users';
import { adjustOneTimeCredits, grantCredits } from '../../services/credits/grants';

/**
 * /api/admin/users: search accounts, one account in full (subscription, credits and ledger, what they
 * own), and what an admin changes on it: role (SPEC §6 messages), plan, one-time credits (a ledger row
 * with the reason), suspension. The audit middleware of the admin sub-app records every write.
 */
export const adminUserRoutes = defineRoutes({
  prefix: '/users',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'securityLog'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/', query(adminUserSearchSchema, { blankIsAbsent: ['q'] }), async (c) => c.json({ users: await searchUsers(db, c.req.valid('query').q) }))
      .get('/:id', async (c) => c.json(await getUserForAdmin(db, c.req.param('id'))))
      .post('/:id/role', jsonBody(setRoleSchema), async (c) => {
        // The guard in admin/index.ts answers guests and non-admins here with SPEC §6's own messages.
        const { role } = c.req.valid('json');
        const actor = c.get('viewer');
        await setUserRole(db, actor, c.req.param('id'), role);
        await deps.securityLog.log({ event: 'user_role_set', severity: 'medium', details: { target: c.req.param('id'), role }, userId: actor?.id ?? null, url: c.req.path });
        return c.json({ ok: true, role });
      })
      .post('/:id/plan', jsonBody(setPlanSchema), async (c) => {
        const { plan } = c.req.valid('json');
        await setUserPlan(db, c.req.param('id'), plan);
        return c.json({ ok: true as const, plan });
      })
      .post('/:id/credits', jsonBody(creditChangeSchema), async (c) => {
        const admin = requireAdmin(c);
        const { amount, reason } = c.req.valid('json');
        // The ledger says who gave or took, beside why.
        const ledgerReason = `${reason} (admin ${admin.email})`;
        const oneTimeCredits =
          amount > 0
            ? await grantCredits(db, c.req.param('id'), { oneTimeCredits: amount, reason: ledgerReason })
            : await adjustOneTimeCredits(db, c.req.param('id'), { amount, reason: ledgerReason });
        return c.json({ oneTimeCredits });
      })
      .post('/:id/suspend', jsonBody(suspendUserSchema), async (c) => {
        const admin = requireAdmin(c);
        const done = await suspendAccount(db, { userId: c.req.param('id'), reason: c.req.valid('json').reason, by: admin });
        await deps.securityLog.log({
          event: 'account_suspended',
          severity: 'high',
          details: { target: c.req.param('id'), sessionsRevoked: done.sessionsRevoked },
          userId: admin.id,
          url: c.req.path,
        });
        return c.json(done);
      })
      .post('/:id/restore', async (c) => {
        const admin = requireAdmin(c);
        await restoreAccount(db, c.req.param('id'));
        await deps.securityLog.log({ event: 'account_restored', severity: 'medium', details: { target: c.req.param('id') }, userId: admin.id, url: c.req.path });
        return c.json({ ok: true as const });
      });
  },
});
