import { Hono } from 'hono';
import { autoLoginSchema, issueAutoLoginKeySchema } from '../../shared/api/schemas';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requireAdmin } from '../http/guards';
import { readJson } from '../http/validate';
import { issueAutoLoginKey, redeemAutoLoginKey, revokeAutoLoginToken } from '../services/accounts/auto-login';
import { hitCounter } from '../services/security/rate-counter';

export function autoLoginRoutes(deps: Pick<AppDeps, 'database' | 'config' | 'securityLog'>) {
  const { db } = deps.database;
  return (
    new Hono<AppEnv>()
      .post('/auto-login', async (c) => {
        const ip = clientIp(c, deps.config.trustProxy);
        if ((await hitCounter(db, `auto-login:${ip}`, 15 * 60_000)) > 20) throw new ApiError(429, 'rate_limited', 'Too many attempts. Please try again later.');
        const input = await readJson(c, autoLoginSchema);
        try {
          const jwt = await redeemAutoLoginKey(db, deps.config.authSecret, input);
          return c.json({ data: { jwt } });
        } catch (err) {
          await deps.securityLog.log({
            event: 'auto_login_failed',
            severity: 'medium',
            details: { username: input.username, projectid: input.projectid, ip },
            userAgent: c.req.header('user-agent'),
            url: c.req.path,
          });
          throw err;
        }
      })
      // Sign-out for a bearer-token session (cookie sessions sign out through /api/auth/sign-out).
      .post('/auto-login/sign-out', async (c) => {
        const viewer = c.get('viewer');
        if (viewer?.sessionId.startsWith('jwt:')) await revokeAutoLoginToken(db, viewer.sessionId.slice(4));
        return c.json({ ok: true });
      })
      .post('/admin/auto-login-keys', async (c) => {
        const admin = requireAdmin(c);
        const input = await readJson(c, issueAutoLoginKeySchema);
        const issued = await issueAutoLoginKey(db, { ...input, createdBy: admin.id });
        const url = `/home?${new URLSearchParams({ username: issued.username, projectid: issued.projectId, key: issued.key })}`;
        return c.json({ ...issued, expiresAt: issued.expiresAt.toISOString(), url }, 201);
      })
  );
}
