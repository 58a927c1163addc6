import { Hono } from 'hono';
import { markReadSchema, pageQuerySchema, updatePreferencesSchema } from '../../shared/api/community';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, query } from '../http/validation';
import { listNotifications, markRead, unreadCount } from '../services/notifications/inbox';
import { listPreferences, updatePreferences } from '../services/notifications/preferences';

/** /api/notifications (issue 18): the signed-in member's notifications, the bell's count, and the switches per kind. */
export const notificationRoutes = defineRoutes({
  prefix: '/notifications',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .use('*', signedIn)
      .get('/', query(pageQuerySchema, { blankIsAbsent: ['cursor'] }), async (c) =>
        c.json(await listNotifications({ db, storage: deps.storage }, requireViewer(c).id, c.req.valid('query'))),
      )
      .get('/unread', async (c) => c.json({ unread: await unreadCount(db, requireViewer(c).id) }))
      .post('/read', jsonBody(markReadSchema), async (c) => c.json({ unread: await markRead(db, requireViewer(c).id, c.req.valid('json').ids) }))
      .get('/preferences', async (c) => c.json({ preferences: await listPreferences(db, requireViewer(c).id) }))
      .put('/preferences', jsonBody(updatePreferencesSchema), async (c) =>
        c.json({ preferences: await updatePreferences(db, requireViewer(c).id, c.req.valid('json').preferences) }),
      );
  },
});
