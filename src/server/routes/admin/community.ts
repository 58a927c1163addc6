import { Hono } from 'hono';
import { hideSchema } from '../../../shared/api/community';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { jsonBody } from '../../http/validation';
import { setCommentHidden, setShowcaseItemHidden } from '../../services/showcase/moderation';

/** /api/admin/community: hide (or show again) a showcase item or a comment. */
export const adminCommunityRoutes = defineRoutes({
  prefix: '/community',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .patch('/showcase/:id', jsonBody(hideSchema), async (c) => {
        const { hidden } = c.req.valid('json');
        if (!(await setShowcaseItemHidden(db, c.req.param('id'), hidden))) throw notFound('That design is not in the showcase.');
        return c.json({ id: c.req.param('id'), hidden });
      })
      .patch('/comments/:id', jsonBody(hideSchema), async (c) => {
        const { hidden } = c.req.valid('json');
        if (!(await setCommentHidden(db, c.req.param('id'), hidden))) throw notFound('That comment was not found.');
        return c.json({ id: c.req.param('id'), hidden });
      });
  },
});
