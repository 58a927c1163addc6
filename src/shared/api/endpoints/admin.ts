import { defineEndpoint, lazySchemas } from '../endpoint';

// Lazy schemas: the app shell imports this table, and its first paint carries no zod (decision 23).
const requests = lazySchemas(() => import('../schemas'));
const responses = lazySchemas(() => import('../admin.responses'));

/** The admin dashboard's calls (notices are in notices.ts). */
export const adminEndpoints = {
  users: defineEndpoint({ method: 'GET', path: '/api/admin/users', response: responses('adminUsersResponseSchema') }),
  setRole: defineEndpoint({ method: 'POST', path: '/api/admin/users/:id/role', body: requests('setRoleSchema'), response: responses('setRoleResponseSchema') }),
  outbox: defineEndpoint({ method: 'GET', path: '/api/admin/outbox', response: responses('adminOutboxResponseSchema') }),
  securityLogs: defineEndpoint({ method: 'GET', path: '/api/admin/security-logs', response: responses('securityLogsResponseSchema') }),
  issueAutoLoginKey: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auto-login-keys',
    body: requests('issueAutoLoginKeySchema'),
    response: responses('issuedAutoLoginKeySchema'),
  }),
};
