import { Hono } from 'hono';
import { createThreadSchema, threadListQuerySchema, threadPageQuerySchema, writePostSchema } from '../../shared/api/forum';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, query } from '../http/validation';
import { listCategories, listThreads, readThreadPage } from '../services/forum/read';
import { createThread, deletePost, editPost, replyToThread } from '../services/forum/write';

/**
 * /api/forum (issue 18): categories, threads and posts. Anyone reads; writing needs a verified
 * account, and new accounts meet the limits of `shared/community/limits.ts`. Moderation is in
 * routes/reports.ts (reporting) and routes/admin/moderation.ts.
 */
export const forumRoutes = defineRoutes({
  prefix: '/forum',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>) => {
    const forum = { db: deps.database.db, config: deps.config };
    const { db } = forum;
    return new Hono<AppEnv>()
      .get('/categories', async (c) => c.json({ categories: await listCategories(db) }))
      .get('/threads', query(threadListQuerySchema, { blankIsAbsent: ['category', 'cursor'] }), async (c) => {
        return c.json(await listThreads(db, c.get('viewer'), c.req.valid('query')));
      })
      .post('/threads', signedIn, jsonBody(createThreadSchema), async (c) => {
        return c.json({ thread: await createThread(forum, requireViewer(c), c.req.valid('json')) }, 201);
      })
      .get('/threads/:id', query(threadPageQuerySchema, { blankIsAbsent: ['page'] }), async (c) => {
        return c.json(await readThreadPage(db, c.get('viewer'), c.req.param('id'), c.req.valid('query').page ?? 1));
      })
      .post('/threads/:id/posts', signedIn, jsonBody(writePostSchema), async (c) => {
        return c.json(await replyToThread(forum, requireViewer(c), c.req.param('id'), c.req.valid('json').body), 201);
      })
      .patch('/posts/:id', signedIn, jsonBody(writePostSchema), async (c) => {
        return c.json(await editPost(forum, requireViewer(c), c.req.param('id'), c.req.valid('json').body));
      })
      .delete('/posts/:id', signedIn, async (c) => {
        const { post, page } = await deletePost(forum, requireViewer(c), c.req.param('id'));
        return c.json({ post, page });
      });
  },
});
