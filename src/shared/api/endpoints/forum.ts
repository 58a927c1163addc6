import { articleListQuerySchema, articleReadQuerySchema, writeArticleSchema } from '../blog';
import { articleDeletedResponseSchema, articleListResponseSchema, articleResponseSchema, articleSlugResponseSchema } from '../blog.responses';
import { defineEndpoint } from '../endpoint';
import {
  createReportSchema,
  createThreadSchema,
  lockThreadSchema,
  resolveReportsSchema,
  setHiddenSchema,
  threadListQuerySchema,
  threadPageQuerySchema,
  writePostSchema,
} from '../forum';
import {
  categoriesResponseSchema,
  createThreadResponseSchema,
  moderationOkResponseSchema,
  postResponseSchema,
  reportedItemsResponseSchema,
  reportResponseSchema,
  threadListResponseSchema,
  threadPageResponseSchema,
} from '../forum.responses';
import { newsletterIssueSchema, newsletterTokenSchema, subscribeSchema } from '../newsletter';
import { newsletterIssueResponseSchema, newsletterOkResponseSchema, newsletterOverviewResponseSchema } from '../newsletter.responses';

/** The forum and reports. */
export const forumEndpoints = {
  categories: defineEndpoint({ method: 'GET', path: '/api/forum/categories', response: categoriesResponseSchema }),
  threads: defineEndpoint({ method: 'GET', path: '/api/forum/threads', query: threadListQuerySchema, response: threadListResponseSchema }),
  createThread: defineEndpoint({ method: 'POST', path: '/api/forum/threads', body: createThreadSchema, response: createThreadResponseSchema, status: 201 }),
  thread: defineEndpoint({ method: 'GET', path: '/api/forum/threads/:id', query: threadPageQuerySchema, response: threadPageResponseSchema }),
  reply: defineEndpoint({ method: 'POST', path: '/api/forum/threads/:id/posts', body: writePostSchema, response: postResponseSchema, status: 201 }),
  editPost: defineEndpoint({ method: 'PATCH', path: '/api/forum/posts/:id', body: writePostSchema, response: postResponseSchema }),
  deletePost: defineEndpoint({ method: 'DELETE', path: '/api/forum/posts/:id', response: postResponseSchema }),
  report: defineEndpoint({ method: 'POST', path: '/api/reports', body: createReportSchema, response: reportResponseSchema, status: 201 }),
};

/** /admin/reports and thread locks. */
export const adminModerationEndpoints = {
  reports: defineEndpoint({ method: 'GET', path: '/api/admin/moderation/reports', response: reportedItemsResponseSchema }),
  resolve: defineEndpoint({ method: 'POST', path: '/api/admin/moderation/resolve', body: resolveReportsSchema, response: moderationOkResponseSchema }),
  hide: defineEndpoint({ method: 'POST', path: '/api/admin/moderation/hide', body: setHiddenSchema, response: moderationOkResponseSchema }),
  lock: defineEndpoint({ method: 'POST', path: '/api/admin/moderation/threads/:id/lock', body: lockThreadSchema, response: moderationOkResponseSchema }),
};

/** /blog-tutorials. */
export const blogEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/blog', query: articleListQuerySchema, response: articleListResponseSchema }),
  get: defineEndpoint({ method: 'GET', path: '/api/blog/:slug', query: articleReadQuerySchema, response: articleResponseSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/blog', body: writeArticleSchema, response: articleSlugResponseSchema, status: 201 }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/blog/:slug', body: writeArticleSchema, response: articleSlugResponseSchema }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/blog/:slug', response: articleDeletedResponseSchema }),
};

/** The newsletter. */
export const newsletterEndpoints = {
  subscribe: defineEndpoint({ method: 'POST', path: '/api/newsletter/subscribe', body: subscribeSchema, response: newsletterOkResponseSchema }),
  confirm: defineEndpoint({ method: 'POST', path: '/api/newsletter/confirm', body: newsletterTokenSchema, response: newsletterOkResponseSchema }),
  unsubscribe: defineEndpoint({ method: 'POST', path: '/api/newsletter/unsubscribe', body: newsletterTokenSchema, response: newsletterOkResponseSchema }),
};

export const adminNewsletterEndpoints = {
  overview: defineEndpoint({ method: 'GET', path: '/api/admin/newsletter', response: newsletterOverviewResponseSchema }),
  createIssue: defineEndpoint({ method: 'POST', path: '/api/admin/newsletter/issues', body: newsletterIssueSchema, response: newsletterIssueResponseSchema, status: 201 }),
};
