import { Hono } from 'hono';
import { forumEndpoints } from '../../shared/api/endpoints/forum';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { assertMayWrite } from '../services/forum/write';
import { createReport } from '../services/moderation/reports';

/** POST /api/reports: a signed-in, verified member reports a post, thread, showcase item or comment, or a profile. */
export const reportRoutes = defineRoutes({
  prefix: '/reports',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { report: forumEndpoints.report },
      {
        report: {
          use: [signedIn],
          handler: async ({ body }, c) => {
            const viewer = requireViewer(c);
            assertMayWrite(viewer);
            const { id, hidden } = await createReport(deps.database.db, viewer, body, {
              hideThreshold: deps.config.community.reportHideThreshold,
              adminEmails: deps.config.adminEmails,
            });
            return { report: { id }, hidden };
          },
        },
      },
    ),
});
