import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { defineRoutes } from '../http/route-module';
import { clearMergedGuestCookie } from '../http/shopper';
import { withoutSessionToken } from '../http/without-session-token';
import {
  ACCOUNT_SIGN_IN_PAUSED,
  claimSignInAttempt,
  FAILED_SIGN_IN_WINDOW_MS,
  MAX_FAILED_SIGN_INS,
  MAX_FAILED_SIGN_INS_PER_ACCOUNT,
  normalisedEmail,
  settleSignIn,
  TOO_MANY_ATTEMPTS,
} from '../services/auth/sign-in-limits';

/** better-auth under /api/auth, with database-kept backoffs on failed e-mail sign-ins (per address and per account). */
export const authRoutes = defineRoutes({
  prefix: '/auth',
  bodyLimit: JSON_BODY_LIMIT,
  routes: betterAuthRoutes,
});

function betterAuthRoutes(deps: Pick<AppDeps, 'auth' | 'database' | 'config' | 'securityLog'>) {
  const { db } = deps.database;
  const shopperDeps = { db, config: deps.config };
  return (
    new Hono<AppEnv>()
      .post('/sign-in/email', async (c) => {
        const body = (await c.req.raw
          .clone()
          .json()
          .catch(() => null)) as { email?: unknown } | null;
        const email = normalisedEmail(body?.email);
        const ip = clientIp(c, deps.config.trustProxy);
        const retryAfter = { 'Retry-After': String(FAILED_SIGN_IN_WINDOW_MS / 1000) };
        const claim = await claimSignInAttempt(db, ip, email);
        if (claim.limit === 'account') return c.json(errorBody('account_sign_in_paused', ACCOUNT_SIGN_IN_PAUSED), 429, retryAfter);
        if (claim.limit === 'address') return c.json(errorBody('too_many_attempts', TOO_MANY_ATTEMPTS), 429, retryAfter);
        const res = await deps.auth.handler(withClientIp(c.req.raw, ip));
        await settleSignIn(db, ip, email, res.ok);
        if (res.status === 401) {
          const log = (event: string, failures: number) =>
            deps.securityLog.log({ event, severity: 'high', details: { email, ip, failures }, userAgent: c.req.header('user-agent'), url: c.req.path });
          if (claim.fromAddress >= MAX_FAILED_SIGN_INS) await log('sign_in_backoff', claim.fromAddress);
          if (claim.forAccount === MAX_FAILED_SIGN_INS_PER_ACCOUNT) await log('sign_in_account_paused', claim.forAccount);
        }
        return clearMergedGuestCookie(shopperDeps, c.req.raw, await withoutSessionToken(res));
      })
      // The session token lives only in the HttpOnly cookie, never in a body a script could read.
      .on(['GET', 'POST'], '/*', async (c) =>
        clearMergedGuestCookie(shopperDeps, c.req.raw, await withoutSessionToken(await deps.auth.handler(withClientIp(c.req.raw, clientIp(c, deps.config.trustProxy))))),
      )
  );
}

/** better-auth reads the client address from a header; give it the one we resolved (never a spoofable one). */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set('x-sticker-studio-client-ip', ip);
  return new Request(request, { headers });
}
