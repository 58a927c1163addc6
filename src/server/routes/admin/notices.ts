import { Hono } from 'hono';
import { noticeEndpoints } from '../../../shared/api/endpoints/notices';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { createNotice, listNotices, updateNotice } from '../../services/notices/notices';

/** /api/admin/notices: list, create and change the notices the global modal shows. */
export const adminNoticeRoutes = defineRoutes({
  prefix: '/notices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    const { adminList, adminCreate, adminUpdate } = noticeEndpoints;
    return implement(
      new Hono<AppEnv>(),
      base,
      { adminList, adminCreate, adminUpdate },
      {
        adminList: async () => ({ notices: await listNotices(db) }),
        adminCreate: async ({ body }) => ({ notice: await createNotice(db, body) }),
        adminUpdate: async ({ params, body }) => {
          const notice = await updateNotice(db, params.id, body);
          if (!notice) throw notFound('No such notice.');
          return { notice };
        },
      },
    );
  },
});
