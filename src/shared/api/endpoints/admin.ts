import { adminOutboxResponseSchema, adminUsersResponseSchema, issuedAutoLoginKeySchema, securityLogsResponseSchema, setRoleResponseSchema } from '../admin.responses';
import { defineEndpoint } from '../endpoint';
import { issueAutoLoginKeySchema, setRoleSchema } from '../schemas';

/** The admin dashboard's calls (notices are in notices.ts). */
export const adminEndpoints = {
  users: defineEndpoint({ method: 'GET', path: '/api/admin/users', response: adminUsersResponseSchema }),
  setRole: defineEndpoint({ method: 'POST', path: '/api/admin/users/:id/role', body: setRoleSchema, response: setRoleResponseSchema }),
  outbox: defineEndpoint({ method: 'GET', path: '/api/admin/outbox', response: adminOutboxResponseSchema }),
  securityLogs: defineEndpoint({ method: 'GET', path: '/api/admin/security-logs', response: securityLogsResponseSchema }),
  issueAutoLoginKey: defineEndpoint({ method: 'POST', path: '/api/admin/auto-login-keys', body: issueAutoLoginKeySchema, response: issuedAutoLoginKeySchema }),
};
