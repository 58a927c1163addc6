import { Hono } from 'hono';
import { blogEndpoints } from '../../shared/api/endpoints/forum';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { createArticle, deleteArticle, listArticles, readArticle, updateArticle } from '../services/blog/articles';

/** /api/blog: /blog-tutorials' articles. Anyone reads; graphic designers and admins write. */
export const blogRoutes = defineRoutes({
  prefix: '/blog',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>, base) => {
    const blog = { db: deps.database.db, config: deps.config };
    return implement(new Hono<AppEnv>(), base, blogEndpoints, {
      list: { blankIsAbsent: ['tag', 'lang'], handler: ({ query }) => listArticles(blog, query) },
      get: { blankIsAbsent: ['lang'], handler: async ({ params, query }, c) => ({ article: await readArticle(blog, c.get('viewer'), params.slug, query.lang) }) },
      create: { use: [signedIn], handler: ({ body }, c) => createArticle(blog, requireViewer(c), body) },
      update: { use: [signedIn], handler: ({ params, body }, c) => updateArticle(blog, requireViewer(c), params.slug, body) },
      remove: {
        use: [signedIn],
        handler: async ({ params }, c) => {
          await deleteArticle(blog, requireViewer(c), params.slug);
          return { ok: true as const };
        },
      },
    });
  },
});
