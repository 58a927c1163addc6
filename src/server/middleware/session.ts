import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppDeps } from '../app';
import { user } from '../db/schema';
import type { AppEnv, Viewer } from '../http/env';
import { requestHeader } from '../http/request-header';
import { verifyAutoLoginJwt } from '../services/auto-login';
import { createSubscription, getSubscription, resolveUserAccess, type SubscriptionRow } from '../services/subscriptions';

/** Resolves c.var.viewer from the better-auth session cookie, or from an auto-login bearer token. */
export function sessionMiddleware(deps: Pick<AppDeps, 'auth' | 'config' | 'database'>): MiddlewareHandler<AppEnv> {
  const { db } = deps.database;
  // Not async: a guest (no cookie, no bearer token) goes on without asking better-auth or an extra promise.
  return (c, next) => {
    c.set('viewer', null);
    if (c.req.path.startsWith('/api/auth/')) return next();
    if (!requestHeader(c, 'cookie') && !requestHeader(c, 'authorization')) return next();
    return withViewer(c, next);
  };

  async function withViewer(c: Context<AppEnv>, next: Next) {
    const viewer = (await fromCookie(c.req.raw.headers)) ?? (await fromBearer(c.req.header('authorization')));
    c.set('viewer', viewer);
    return next();
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
    } catch {
      return null;
    }
  }

  async function fromCookie(headers: Headers): Promise<Viewer | null> {
    const found = await deps.auth.api.getSession({ headers }).catch(() => null);
    if (!found) return null;
    const subscription = await getSubscription(db, found.user.id).catch(() => undefined);
    if (!subscription) await createSubscription(db, found.user, deps.config.adminEmails);
    return toViewer(found.user, found.session.id, subscription);
  }

  async function fromBearer(header: string | undefined): Promise<Viewer | null> {
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await verifyAutoLoginJwt(db, header.slice(7), deps.config.authSecret);
    if (!claims) return null;
    const [row] = await db.select().from(user).where(eq(user.id, claims.sub));
    return row ? toViewer(row, `jwt:${claims.jti}`) : null;
  }
}
