import type { Context } from 'hono';
import type { AppEnv, Viewer } from './env';
import { forbidden, unauthorized } from './errors';

export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthorized();
  return viewer;
}

export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.isAdmin) throw forbidden('This needs an admin account.');
  return viewer;
}
