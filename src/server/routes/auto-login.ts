import { Hono } from 'hono';
import { accountEndpoints } from '../../shared/api/endpoints/accounts';
import type { AppDeps } from '../deps';
import { rateLimited } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { redeemAutoLoginKey, revokeAutoLoginToken } from '../services/accounts/auto-login';
import { hitCounter } from '../services/security/rate-counter';

/** Redeeming an auto-login key for a signed JWT, and signing such a session out (admins issue keys at /api/admin/auto-login-keys). */
export const autoLoginRoutes = defineRoutes({
  prefix: '/auto-login',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config' | 'securityLog'>, base) => {
    const { db } = deps.database;
    const { autoLogin, autoLoginSignOut } = accountEndpoints;
    return implement(
      new Hono<AppEnv>(),
      base,
      { autoLogin, autoLoginSignOut },
      {
        autoLogin: {
          use: [
            async (c, next) => {
              const ip = clientIp(c, deps.config.trustProxy);
              if ((await hitCounter(db, `auto-login:${ip}`, 15 * 60_000)) > 20) throw rateLimited('Too many attempts. Please try again later.');
              await next();
            },
          ],
          handler: async ({ body: input }, c) => {
            try {
              const jwt = await redeemAutoLoginKey(db, deps.config.authSecret, input);
              return { data: { jwt } };
            } catch (err) {
              await deps.securityLog.log({
                event: 'auto_login_failed',
                severity: 'medium',
                details: { username: input.username, projectid: input.projectid, ip: clientIp(c, deps.config.trustProxy) },
                userAgent: c.req.header('user-agent'),
                url: c.req.path,
              });
              throw err;
            }
          },
        },
        // Sign-out for a bearer-token session (cookie sessions sign out through /api/auth/sign-out).
        autoLoginSignOut: async (_request, c) => {
          const viewer = c.get('viewer');
          if (viewer?.sessionId.startsWith('jwt:')) await revokeAutoLoginToken(db, viewer.sessionId.slice(4));
          return { ok: true as const };
        },
      },
    );
  },
});
