import { Hono } from 'hono';
import { createNoticeSchema } from '../../../shared/api/schemas';
import type { AppDeps } from '../../deps';
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
      .patch('/:id', jsonBody(createNoticeSchema.partial()), async (c) => {
        const notice = await updateNotice(db, c.req.param('id'), c.req.valid('json'));
        if (!notice) return c.json({ error: { code: 'not_found', message: 'No such notice.' } }, 404);
        return c.json({ notice });
      });
  },
});
