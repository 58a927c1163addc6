import { Hono } from 'hono';
import { createNoticeSchema, updateNoticeSchema } from '../../../shared/api/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { jsonBody } from '../../http/validation';
import { createNotice, listNotices, updateNotice } from '../../services/notices/notices';

/** /api/admin/notices: list, create and change the notices the global modal shows. */
export const adminNoticeRoutes = defineRoutes({
  prefix: '/notices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/', async (c) => c.json({ notices: await listNotices(db) }))
      .post('/', jsonBody(createNoticeSchema), async (c) => c.json({ notice: await createNotice(db, c.req.valid('json')) }, 201))
      .patch('/:id', jsonBody(updateNoticeSchema), async (c) => {
        const notice = await updateNotice(db, c.req.param('id'), c.req.valid('json'));
        if (!notice) throw notFound('No such notice.');
        return c.json({ notice });
      });
  },
});
