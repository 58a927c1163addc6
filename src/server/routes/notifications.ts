import { Hono } from 'hono';
import { notificationEndpoints } from '../../shared/api/endpoints/community';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { listNotifications, markRead, unreadCount } from '../services/notifications/inbox';
import { listPreferences, updatePreferences } from '../services/notifications/preferences';

/** /api/notifications: the signed-in member's notifications, the bell's count, and the switches per kind. */
export const notificationRoutes = defineRoutes({
  prefix: '/notifications',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage'>, base) => {
    const { db } = deps.database;
    return implement(new Hono<AppEnv>().use('*', signedIn), base, notificationEndpoints, {
      list: { blankIsAbsent: ['cursor'], handler: ({ query }, c) => listNotifications({ db, storage: deps.storage }, requireViewer(c).id, query) },
      unread: async (_request, c) => ({ unread: await unreadCount(db, requireViewer(c).id) }),
      markRead: async ({ body }, c) => ({ unread: await markRead(db, requireViewer(c).id, body.ids) }),
      preferences: async (_request, c) => ({ preferences: await listPreferences(db, requireViewer(c).id) }),
      updatePreferences: async ({ body }, c) => ({ preferences: await updatePreferences(db, requireViewer(c).id, body.preferences) }),
    });
  },
});
