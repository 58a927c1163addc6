import { defineEndpoint, lazySchemas } from '../endpoint';

// Lazy schemas: the app shell imports this table, and its first paint carries no zod (decision 23).
const requests = lazySchemas(() => import('../schemas'));
const responses = lazySchemas(() => import('../notices.responses'));

/** SPEC §5/§7 notices: the current one for a page, and the admins' list and form. */
export const noticeEndpoints = {
  // Unchecked (decision 23): every page's shell asks, the landing's first among them, which loads no zod.
  current: defineEndpoint({
    method: 'GET',
    path: '/api/notices/current',
    query: requests('noticeQuerySchema'),
    response: responses('currentNoticeResponseSchema'),
    parseResponse: false,
  }),
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/notices', response: responses('noticesResponseSchema') }),
  adminCreate: defineEndpoint({ method: 'POST', path: '/api/admin/notices', body: requests('createNoticeSchema'), response: responses('noticeResponseSchema'), status: 201 }),
  adminUpdate: defineEndpoint({ method: 'PATCH', path: '/api/admin/notices/:id', body: requests('updateNoticeSchema'), response: responses('noticeResponseSchema') }),
};
