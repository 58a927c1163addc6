import { Hono } from 'hono';
import { articleListQuerySchema, articleReadQuerySchema, writeArticleSchema } from '../../shared/api/blog';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, query } from '../http/validation';
import { createArticle, deleteArticle, listArticles, readArticle, updateArticle } from '../services/blog/articles';

/** /api/blog (issue 18): /blog-tutorials' articles. Anyone reads; graphic designers and admins write. */
export const blogRoutes = defineRoutes({
  prefix: '/blog',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>) => {
    const blog = { db: deps.database.db, config: deps.config };
    return new Hono<AppEnv>()
      .get('/', query(articleListQuerySchema, { blankIsAbsent: ['tag', 'lang'] }), async (c) => c.json(await listArticles(blog, c.req.valid('query'))))
      .get('/:slug', query(articleReadQuerySchema, { blankIsAbsent: ['lang'] }), async (c) =>
        c.json({ article: await readArticle(blog, c.get('viewer'), c.req.param('slug'), c.req.valid('query').lang) }),
      )
      .post('/', signedIn, jsonBody(writeArticleSchema), async (c) => c.json(await createArticle(blog, requireViewer(c), c.req.valid('json')), 201))
      .patch('/:slug', signedIn, jsonBody(writeArticleSchema), async (c) => c.json(await updateArticle(blog, requireViewer(c), c.req.param('slug'), c.req.valid('json'))))
      .delete('/:slug', signedIn, async (c) => {
        await deleteArticle(blog, requireViewer(c), c.req.param('slug'));
        return c.json({ ok: true as const });
      });
  },
});
