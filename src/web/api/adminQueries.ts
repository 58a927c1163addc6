import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilter, JobFilter, SecurityLogFilter } from '../../shared/api/admin';
import type { CustomOrderListQuery } from '../../shared/api/custom-orders';
import { adminEndpoints as admin } from '../../shared/api/endpoints/admin';
import { noticeEndpoints as notices } from '../../shared/api/endpoints/notices';
import { call } from './client';

/** The back office's lists and figures (admin pages only: this module is in the admin chunk). */

export const backOfficeKeys = {
  all: ['admin'] as const,
  attention: ['admin', 'attention'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  customOrders: (filter: CustomOrderListQuery) => ['admin', 'custom-orders', filter] as const,
  customOrder: (id: string) => ['admin', 'custom-order', id] as const,
  securityLogs: (filter: SecurityLogFilter) => ['admin', 'security-logs', filter] as const,
  webhook: ['admin', 'security-webhook'] as const,
  jobs: (filter: JobFilter) => ['admin', 'jobs', filter] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
  notices: ['admin', 'notices'] as const,
  outbox: ['admin', 'outbox'] as const,
};

export function useAdminNotices() {
  return useQuery({ queryKey: backOfficeKeys.notices, queryFn: async () => (await call(notices.adminList)).notices });
}

export function useAdminOutbox() {
  return useQuery({ queryKey: backOfficeKeys.outbox, queryFn: () => call(admin.outbox) });
}

export function useAttention() {
  return useQuery({ queryKey: backOfficeKeys.attention, queryFn: () => call(admin.attention), refetchInterval: 60_000 });
}

export function useUserSearch(q: string, who: 'members' | 'guests' = 'members') {
  return useQuery({
    queryKey: [...backOfficeKeys.users(q), who],
    queryFn: async () => (await call(admin.users, { query: { ...(q ? { q } : {}), ...(who === 'guests' ? { who } : {}) } })).users,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: backOfficeKeys.user(id), queryFn: () => call(admin.user, { params: { id } }), retry: false });
}

export function useCustomOrders(filter: CustomOrderListQuery) {
  return useQuery({
    queryKey: backOfficeKeys.customOrders(filter),
    queryFn: async () => (await call(admin.customOrders, { query: filter })).requests,
    placeholderData: keepPreviousData,
  });
}

export function useCustomOrder(id: string) {
  return useQuery({ queryKey: backOfficeKeys.customOrder(id), queryFn: async () => (await call(admin.customOrder, { params: { id } })).request, retry: false });
}

export function useSecurityLogs(filter: SecurityLogFilter) {
  return useQuery({
    queryKey: backOfficeKeys.securityLogs(filter),
    queryFn: async () => (await call(admin.securityLogs, { query: filter })).logs,
    placeholderData: keepPreviousData,
  });
}

export function useWebhookDeliveries() {
  return useQuery({ queryKey: backOfficeKeys.webhook, queryFn: () => call(admin.webhookDeliveries) });
}

export function useJobs(filter: JobFilter) {
  return useQuery({ queryKey: backOfficeKeys.jobs(filter), queryFn: () => call(admin.jobs, { query: filter }), placeholderData: keepPreviousData });
}

export function useAudit(filter: AuditFilter) {
  return useQuery({ queryKey: backOfficeKeys.audit(filter), queryFn: async () => (await call(admin.audit, { query: filter })).entries, placeholderData: keepPreviousData });
}
