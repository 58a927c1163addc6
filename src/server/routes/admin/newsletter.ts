import { Hono } from 'hono';
import { adminNewsletterEndpoints } from '../../../shared/api/endpoints/forum';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { requireViewer } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { createIssue, listIssues } from '../../services/newsletter/issues';
import { subscriberCounts } from '../../services/newsletter/subscribers';

/** /api/admin/newsletter: subscriber counts, sent issues, and a new issue for every confirmed subscriber. */
export const adminNewsletterRoutes = defineRoutes({
  prefix: '/newsletter',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    return implement(new Hono<AppEnv>(), base, adminNewsletterEndpoints, {
      overview: async () => ({ subscribers: await subscriberCounts(db), issues: await listIssues(db) }),
      createIssue: async ({ body }, c) => ({ issue: await createIssue(db, requireViewer(c), body) }),
    });
  },
});
