import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { defineRoutes } from '../http/route-module';
import { hitCounter, peekCounter, resetCounter } from '../services/security/rate-counter';

/** After this many failed sign-ins for one e-mail from one address in the window, sign-in is refused. */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.';

/** better-auth under /api/auth, with a database-kept backoff on failed e-mail sign-ins. */
export const authRoutes = defineRoutes({
  prefix: '/auth',
  bodyLimit: JSON_BODY_LIMIT,
  routes: betterAuthRoutes,
});

function betterAuthRoutes(deps: Pick<AppDeps, 'auth' | 'database' | 'config' | 'securityLog'>) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/sign-in/email', async (c) => {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as { email?: unknown } | null;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      const ip = clientIp(c, deps.config.trustProxy);
      const key = `signin-fail:${ip}:${email}`;
      if ((await peekCounter(db, key, FAILED_SIGN_IN_WINDOW_MS)) >= MAX_FAILED_SIGN_INS) {
        return c.json(errorBody('too_many_attempts', TOO_MANY_ATTEMPTS), 429, { 'Retry-After': String(FAILED_SIGN_IN_WINDOW_MS / 1000) });
      }
      const res = await deps.auth.handler(withClientIp(c.req.raw, ip));
      if (res.status === 401) {
        const failures = await hitCounter(db, key, FAILED_SIGN_IN_WINDOW_MS);
        if (failures >= MAX_FAILED_SIGN_INS) {
          await deps.securityLog.log({ event: 'sign_in_backoff', severity: 'high', details: { email, ip, failures }, userAgent: c.req.header('user-agent'), url: c.req.path });
        }
      } else if (res.ok) {
        await resetCounter(db, key);
      }
      return res;
    })
    .on(['GET', 'POST'], '/*', (c) => deps.auth.handler(withClientIp(c.req.raw, clientIp(c, deps.config.trustProxy))));
}

/** better-auth reads the client address from a header; give it the one we resolved (never a spoofable one). */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set('x-sticker-studio-client-ip', ip);
  return new Request(request, { headers });
}
