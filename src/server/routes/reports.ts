import { Hono } from 'hono';
import { createReportSchema } from '../../shared/api/forum';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody } from '../http/validation';
import { assertMayWrite } from '../services/forum/write';
import { createReport } from '../services/moderation/reports';

/** POST /api/reports: a signed-in, verified member reports a post, thread, showcase item or comment, or a profile. */
export const reportRoutes = defineRoutes({
  prefix: '/reports',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>) =>
    new Hono<AppEnv>().post('/', signedIn, jsonBody(createReportSchema), async (c) => {
      const viewer = requireViewer(c);
      assertMayWrite(viewer);
      const { id, hidden } = await createReport(deps.database.db, viewer, c.req.valid('json'), { hideThreshold: deps.config.community.reportHideThreshold });
      return c.json({ report: { id }, hidden }, 201);
    }),
});
