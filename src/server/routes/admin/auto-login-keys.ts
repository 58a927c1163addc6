import { Hono } from 'hono';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { issueAutoLoginKey } from '../../services/accounts/auto-login';

/** POST /api/admin/auto-login-keys: a single-use, expiring sign-in link for a user and project. */
export const adminAutoLoginKeyRoutes = defineRoutes({
  prefix: '/auto-login-keys',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { issueAutoLoginKey: table.issueAutoLoginKey },
      {
        issueAutoLoginKey: async ({ body }, c) => {
          const admin = requireAdmin(c); // already checked by the admin guard; here for the admin's id
          const issued = await issueAutoLoginKey(deps.database.db, { ...body, createdBy: admin.id });
          const url = `/home?${new URLSearchParams({ username: issued.username, projectid: issued.projectId, key: issued.key })}`;
          return { ...issued, expiresAt: issued.expiresAt.toISOString(), url };
        },
      },
    ),
});
