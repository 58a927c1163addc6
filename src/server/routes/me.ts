import { Hono } from 'hono';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';

/** GET /api/me: the viewer, or `null` for a guest. */
export const meRoutes = defineRoutes({
  prefix: '/me',
  bodyLimit: JSON_BODY_LIMIT,
  routes: () =>
    new Hono<AppEnv>().get('/', (c) => {
      const viewer = c.get('viewer');
      if (!viewer) return c.json({ user: null });
      const { sessionId: _session, ...user } = viewer;
      return c.json({ user });
    }),
});
