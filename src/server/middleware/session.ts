import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { user } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { AppDeps } from '../deps';
import type { AppEnv, Viewer } from '../http/env';
import { requestHeader } from '../http/request-header';
import { verifyAutoLoginJwt } from '../services/accounts/auto-login';
import { createSubscription, getSubscription, resolveUserAccess, type SubscriptionRow } from '../services/accounts/subscriptions';
import { createSessionLookup, isUsableAsIs } from '../services/auth/session-lookup';
import { readSessionCookie, type SessionCookieNames } from '../services/auth/session-token';

/**
 * A failed lookup reads as "no session" — unless the database is away: then the request fails (503,
 * http/errors.ts) rather than treating a signed-in member as a guest.
 */
const unlessDatabaseUnavailable =
  <T>(fallback: T) =>
  (err: unknown): T => {
    if (isDatabaseUnavailable(err)) throw err;
    return fallback;
  };

interface CookieSession {
  viewer: Viewer | null;
  /** Set-Cookie headers better-auth produced (a refreshed or a cleared session cookie). */
  setCookies: string[];
}

/**
 * Resolves c.var.viewer from the better-auth session cookie, or from an auto-login bearer token.
 * A valid, signed session cookie whose session needs no refresh is read in one query (session, user
 * and subscription together); everything else — expired, unknown, due for refresh, "don't remember
 * me" — goes through better-auth's getSession, whose cookie changes are passed on (decision 15).
 */
export function sessionMiddleware(deps: Pick<AppDeps, 'auth' | 'config' | 'database'>): MiddlewareHandler<AppEnv> {
  const { db } = deps.database;
  const lookup = createSessionLookup(db);
  let authSettings: Promise<{ names: SessionCookieNames; secret: string; expiresIn: number; updateAge: number }> | undefined;
  const settings = () => {
    authSettings ??= deps.auth.$context.then((ctx) => ({
      names: { sessionToken: ctx.authCookies.sessionToken.name, needsBetterAuth: [ctx.authCookies.dontRememberToken.name, ctx.authCookies.sessionData.name] },
      secret: ctx.secret,
      expiresIn: ctx.sessionConfig.expiresIn,
      updateAge: ctx.sessionConfig.updateAge,
    }));
    return authSettings;
  };

  // Not async: a guest (no cookie, no bearer token) goes on without asking better-auth or an extra promise.
  return (c, next) => {
    c.set('viewer', null);
    if (c.req.path.startsWith('/api/auth/')) return next();
    const cookie = requestHeader(c, 'cookie');
    const authorization = requestHeader(c, 'authorization');
    if (!cookie && !authorization) return next();
    return withViewer(c, next, cookie, authorization);
  };

  async function withViewer(c: Context<AppEnv>, next: Next, cookie: string | undefined, authorization: string | undefined) {
    const fromSession = cookie ? await fromCookie(c, cookie) : { viewer: null, setCookies: [] };
    const viewer = fromSession.viewer ?? (await fromBearer(authorization));
    c.set('viewer', viewer);
    await next();
    for (const setCookie of fromSession.setCookies) c.res.headers.append('set-cookie', setCookie);
  }

  async function toViewer(u: { id: string; email: string; name: string; emailVerified: boolean }, sessionId: string, subscription?: SubscriptionRow): Promise<Viewer | null> {
    try {
      // A user without a subscription row (interrupted sign-up) gets one before this point.
      const access = await resolveUserAccess(db, u, deps.config.adminEmails, subscription);
      return {
        id: u.id,
        email: u.email,
        name: u.name,
        emailVerified: u.emailVerified,
        role: access.role,
        isAdmin: access.isAdmin,
        isGraphicDesigner: access.isGraphicDesigner,
        plan: access.plan,
        sessionId,
      };
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      return null;
    }
  }

  async function withSubscription(u: { id: string; email: string; name: string; emailVerified: boolean }, sessionId: string, subscription: SubscriptionRow | undefined) {
    if (!subscription) await createSubscription(db, u, deps.config.adminEmails);
    return toViewer(u, sessionId, subscription);
  }

  async function fromCookie(c: Context<AppEnv>, cookie: string): Promise<CookieSession> {
    const s = await settings();
    const read = readSessionCookie(cookie, s.names, s.secret);
    if (read.kind === 'none') return { viewer: null, setCookies: [] };
    if (read.kind === 'token') {
      const found = await lookup(read.token).catch(unlessDatabaseUnavailable(undefined));
      if (found && isUsableAsIs(found.expiresAt, s)) {
        return { viewer: await withSubscription(found.user, found.sessionId, found.subscription ?? undefined), setCookies: [] };
      }
    }
    return fromBetterAuth(c);
  }

  async function fromBetterAuth(c: Context<AppEnv>): Promise<CookieSession> {
    const answer = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }).catch(unlessDatabaseUnavailable(null));
    const setCookies = answer?.headers?.getSetCookie() ?? [];
    const found = answer?.response;
    if (!found) return { viewer: null, setCookies };
    const subscription = await getSubscription(db, found.user.id).catch(unlessDatabaseUnavailable(undefined));
    return { viewer: await withSubscription(found.user, found.session.id, subscription), setCookies };
  }

  async function fromBearer(header: string | undefined): Promise<Viewer | null> {
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await verifyAutoLoginJwt(db, header.slice(7), deps.config.authSecret);
    if (!claims) return null;
    const [row] = await db.select().from(user).where(eq(user.id, claims.sub));
    return row ? toViewer(row, `jwt:${claims.jti}`) : null;
  }
}
