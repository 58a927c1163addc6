import { defineEndpoint, lazySchemas } from '../endpoint';

// Lazy schemas: the app shell imports this table, and its first paint carries no zod (decision 23).
const requests = lazySchemas(() => import('../schemas'));
const responses = lazySchemas(() => import('../admin.responses'));
const adminRequests = lazySchemas(() => import('../admin'));
const customOrderRequests = lazySchemas(() => import('../custom-orders'));
const customOrderResponses = lazySchemas(() => import('../custom-orders.responses'));

/** The back office's calls (notices are in notices.ts, orders in orders.ts, prices in prices.ts). */
export const adminEndpoints = {
  users: defineEndpoint({ method: 'GET', path: '/api/admin/users', query: adminRequests('adminUserSearchSchema'), response: responses('adminUsersResponseSchema') }),
  user: defineEndpoint({ method: 'GET', path: '/api/admin/users/:id', response: responses('adminUserDetailResponseSchema') }),
  setPlan: defineEndpoint({ method: 'POST', path: '/api/admin/users/:id/plan', body: adminRequests('setPlanSchema'), response: responses('setPlanResponseSchema') }),
  changeCredits: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/credits',
    body: adminRequests('creditChangeSchema'),
    response: responses('creditChangeResponseSchema'),
  }),
  suspend: defineEndpoint({ method: 'POST', path: '/api/admin/users/:id/suspend', body: adminRequests('suspendUserSchema'), response: responses('suspendResponseSchema') }),
  restore: defineEndpoint({ method: 'POST', path: '/api/admin/users/:id/restore', response: responses('restoreResponseSchema') }),
  attention: defineEndpoint({ method: 'GET', path: '/api/admin/attention', response: responses('attentionResponseSchema') }),
  customOrders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/custom-orders',
    query: customOrderRequests('customOrderListQuerySchema'),
    response: customOrderResponses('customOrdersResponseSchema'),
  }),
  customOrder: defineEndpoint({ method: 'GET', path: '/api/admin/custom-orders/:id', response: customOrderResponses('customOrderResponseSchema') }),
  setCustomOrderStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/custom-orders/:id',
    body: customOrderRequests('customOrderStatusSchema'),
    response: customOrderResponses('customOrderResponseSchema'),
  }),
  securityLog: defineEndpoint({ method: 'GET', path: '/api/admin/security-logs/:id', response: responses('securityLogResponseSchema') }),
  webhookDeliveries: defineEndpoint({ method: 'GET', path: '/api/admin/security-logs/webhook', response: responses('webhookDeliveriesResponseSchema') }),
  jobs: defineEndpoint({ method: 'GET', path: '/api/admin/jobs', query: adminRequests('jobFilterSchema'), response: responses('adminJobsResponseSchema') }),
  retryJob: defineEndpoint({ method: 'POST', path: '/api/admin/jobs/:id/retry', response: responses('retryJobResponseSchema') }),
  audit: defineEndpoint({ method: 'GET', path: '/api/admin/audit', query: adminRequests('auditFilterSchema'), response: responses('auditResponseSchema') }),
  setRole: defineEndpoint({ method: 'POST', path: '/api/admin/users/:id/role', body: requests('setRoleSchema'), response: responses('setRoleResponseSchema') }),
  outbox: defineEndpoint({ method: 'GET', path: '/api/admin/outbox', response: responses('adminOutboxResponseSchema') }),
  securityLogs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/security-logs',
    query: adminRequests('securityLogFilterSchema'),
    response: responses('securityLogsResponseSchema'),
  }),
  issueAutoLoginKey: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auto-login-keys',
    body: requests('issueAutoLoginKeySchema'),
    response: responses('issuedAutoLoginKeySchema'),
    status: 201,
  }),
};
