import { Hono } from 'hono';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
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
  routes: (deps: Pick<AppDeps, 'database' | 'securityLog'>, base) => {
    const { db } = deps.database;
    const { users, user, setRole, setPlan, changeCredits, suspend, restore } = table;
    return implement(
      new Hono<AppEnv>(),
      base,
      { users, user, setRole, setPlan, changeCredits, suspend, restore },
      {
        users: { blankIsAbsent: ['q'], handler: async ({ query }) => ({ users: await searchUsers(db, query.q, query.who) }) },
        user: ({ params }) => getUserForAdmin(db, params.id),
        setRole: async ({ params, body: { role } }, c) => {
          // The guard in admin/index.ts answers guests and non-admins here with SPEC §6's own messages.
          const actor = c.get('viewer');
          await setUserRole(db, actor, params.id, role);
          await deps.securityLog.log({ event: 'user_role_set', severity: 'medium', details: { target: params.id, role }, userId: actor?.id ?? null, url: c.req.path });
          return { ok: true as const, role };
        },
        setPlan: async ({ params, body: { plan } }) => {
          await setUserPlan(db, params.id, plan);
          return { ok: true as const, plan };
        },
        changeCredits: async ({ params, body: { amount, reason } }, c) => {
          const admin = requireAdmin(c);
          // The ledger says who gave or took, beside why.
          const ledgerReason = `${reason} (admin ${admin.email})`;
          const oneTimeCredits =
            amount > 0
              ? await grantCredits(db, params.id, { oneTimeCredits: amount, reason: ledgerReason })
              : await adjustOneTimeCredits(db, params.id, { amount, reason: ledgerReason });
          return { oneTimeCredits };
        },
        suspend: async ({ params, body }, c) => {
          const admin = requireAdmin(c);
          const done = await suspendAccount(db, { userId: params.id, reason: body.reason, by: admin });
          await deps.securityLog.log({
            event: 'account_suspended',
            severity: 'high',
            details: { target: params.id, sessionsRevoked: done.sessionsRevoked },
            userId: admin.id,
            url: c.req.path,
          });
          return done;
        },
        restore: async ({ params }, c) => {
          const admin = requireAdmin(c);
          await restoreAccount(db, params.id);
          await deps.securityLog.log({ event: 'account_restored', severity: 'medium', details: { target: params.id }, userId: admin.id, url: c.req.path });
          return { ok: true as const };
        },
      },
    );
  },
});
