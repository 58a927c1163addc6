import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requireViewer } from '../http/guards';
import { getSubscription, publicSubscription } from '../services/accounts/subscriptions';

export function meRoutes(deps: Pick<AppDeps, 'database'>) {
  return new Hono<AppEnv>()
    .get('/me', (c) => {
      const viewer = c.get('viewer');
      if (!viewer) return c.json({ user: null });
      const { sessionId: _session, ...user } = viewer;
      return c.json({ user });
    })
    .get('/subscription', async (c) => {
      const viewer = requireViewer(c);
      return c.json({ subscription: publicSubscription(await getSubscription(deps.database.db, viewer.id)) });
    });
}
