import { defineEndpoint } from '../endpoint';
import { currentNoticeResponseSchema, noticeResponseSchema, noticesResponseSchema } from '../notices.responses';
import { createNoticeSchema, noticeQuerySchema } from '../schemas';

/** SPEC §5/§7 notices: the current one for a page, and the admins' list and form. */
export const noticeEndpoints = {
  current: defineEndpoint({ method: 'GET', path: '/api/notices/current', query: noticeQuerySchema, response: currentNoticeResponseSchema }),
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/notices', response: noticesResponseSchema }),
  adminCreate: defineEndpoint({ method: 'POST', path: '/api/admin/notices', body: createNoticeSchema, response: noticeResponseSchema }),
};
