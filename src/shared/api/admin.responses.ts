import { z } from 'zod';
import { USER_ROLES } from '../roles';

/** Answers of the admin dashboard's /api/admin/* routes (the contract: endpoints/admin.ts). */

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Null for a user whose sign-up was interrupted before the subscription row was made. */
  plan: z.string().nullable(),
  userRole: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users (newest first, 200 at most) */
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });

/** POST /api/admin/users/:id/role */
export const setRoleResponseSchema = z.object({ ok: z.literal(true), role: z.enum(USER_ROLES) });

export const outboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox: the mail transport, and the outbox's newest 100 messages (none for SMTP). */
export const adminOutboxResponseSchema = z.object({ kind: z.enum(['outbox', 'smtp']), messages: z.array(outboxMessageSchema) });

export const securityLogEntrySchema = z.object({
  id: z.string(),
  event: z.string(),
  severity: z.string(),
  details: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  userAgent: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.string().nullable(),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;

/** GET /api/admin/security-logs (newest first, 500 at most) */
export const securityLogsResponseSchema = z.object({ logs: z.array(securityLogEntrySchema) });

/** POST /api/admin/auto-login-keys: the key is shown once; `url` is the /home sign-in link. */
export const issuedAutoLoginKeySchema = z.object({
  key: z.string(),
  expiresAt: z.string(),
  username: z.string(),
  projectId: z.string(),
  url: z.string(),
});
export type IssuedAutoLoginKey = z.infer<typeof issuedAutoLoginKeySchema>;
