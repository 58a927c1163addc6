/** The account and admin answers' types, from the shared response schemas (the API contract, decision 23). */
export type { SessionUser, Subscription } from '../../shared/api/accounts.responses';
export type { AdminUser, IssuedAutoLoginKey, OutboxMessage, SecurityLogEntry } from '../../shared/api/admin.responses';
export type { Notice } from '../../shared/notices';
