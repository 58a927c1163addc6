import type { Context, MiddlewareHandler } from 'hono';
import { forbidden, unauthenticated } from '../domain/errors';
import type { Viewer } from '../domain/viewer';
import type { AppEnv } from './env';

/** The signed-in viewer, or 401. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** An admin viewer, or 401/403. Routes under /api/admin get this from the admin sub-app's guard. */
export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.isAdmin) throw forbidden('This needs an admin account.');
  return viewer;
}

/** Middleware: 401 for guests, before the body is read (a route or a whole module of signed-in routes). */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireViewer(c);
  await next();
};

/** Middleware: 401 for guests and 403 for users, before any handler: the admin sub-app's guard. */
export const adminsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};
