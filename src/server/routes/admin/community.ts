import { Hono } from 'hono';
import { communityAdminEndpoints } from '../../../shared/api/endpoints/community';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { setCommentHidden, setShowcaseItemHidden } from '../../services/showcase/moderation';

/** /api/admin/community: hide (or show again) a showcase item or a comment. */
export const adminCommunityRoutes = defineRoutes({
  prefix: '/community',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    return implement(new Hono<AppEnv>(), base, communityAdminEndpoints, {
      hideItem: async ({ params, body: { hidden } }) => {
        if (!(await setShowcaseItemHidden(db, params.id, hidden))) throw notFound('That design is not in the showcase.');
        return { id: params.id, hidden };
      },
      hideComment: async ({ params, body: { hidden } }) => {
        if (!(await setCommentHidden(db, params.id, hidden))) throw notFound('That comment was not found.');
        return { id: params.id, hidden };
      },
    });
  },
});
