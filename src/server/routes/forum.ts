import { Hono } from 'hono';
import { forumEndpoints } from '../../shared/api/endpoints/forum';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { listCategories, listThreads, readThreadPage } from '../services/forum/read';
import { createThread, deletePost, editPost, replyToThread } from '../services/forum/write';

/**
 * /api/forum: categories, threads and posts. Anyone reads; writing needs a verified
 * account, and new accounts meet the limits of `shared/community/limits.ts`. Moderation is in
 * routes/reports.ts (reporting) and routes/admin/moderation.ts.
 */
export const forumRoutes = defineRoutes({
  prefix: '/forum',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>, base) => {
    const forum = { db: deps.database.db, config: deps.config };
    const { db } = forum;
    const { report: _servedByReports, ...table } = forumEndpoints;
    return implement(new Hono<AppEnv>(), base, table, {
      categories: async () => ({ categories: await listCategories(db) }),
      threads: { blankIsAbsent: ['category', 'cursor'], handler: ({ query }, c) => listThreads(db, c.get('viewer'), query) },
      createThread: { use: [signedIn], handler: async ({ body }, c) => ({ thread: await createThread(forum, requireViewer(c), body) }) },
      thread: { blankIsAbsent: ['page'], handler: ({ params, query }, c) => readThreadPage(db, c.get('viewer'), params.id, query.page ?? 1) },
      reply: { use: [signedIn], handler: ({ params, body }, c) => replyToThread(forum, requireViewer(c), params.id, body.body) },
      editPost: { use: [signedIn], handler: ({ params, body }, c) => editPost(forum, requireViewer(c), params.id, body.body) },
      deletePost: {
        use: [signedIn],
        handler: async ({ params }, c) => {
          const { post, page } = await deletePost(forum, requireViewer(c), params.id);
          return { post, page };
        },
      },
    });
  },
});
