import { Hono } from 'hono';
import { newsletterIssueSchema } from '../../../shared/api/newsletter';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { requireViewer } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { jsonBody } from '../../http/validation';
import { createIssue, listIssues } from '../../services/newsletter/issues';
import { subscriberCounts } from '../../services/newsletter/subscribers';

/** /api/admin/newsletter (issue 18): subscriber counts, sent issues, and a new issue for every confirmed subscriber. */
export const adminNewsletterRoutes = defineRoutes({
  prefix: '/newsletter',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/', async (c) => c.json({ subscribers: await subscriberCounts(db), issues: await listIssues(db) }))
      .post('/issues', jsonBody(newsletterIssueSchema), async (c) => c.json({ issue: await createIssue(db, requireViewer(c), c.req.valid('json')) }, 201));
  },
});
