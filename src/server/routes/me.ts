import { Hono } from 'hono';
import { accountEndpoints } from '../../shared/api/endpoints/accounts';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';

/** GET /api/me: the viewer, or `null` for a guest. */
export const meRoutes = defineRoutes({
  prefix: '/me',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (_deps, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { me: accountEndpoints.me },
      {
        me: (_request, c) => {
          const viewer = c.get('viewer');
          if (!viewer) return { user: null };
          const { sessionId: _session, ...user } = viewer;
          return { user };
        },
      },
    ),
});
