import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The shop's admin side: notices, the security log and its webhook deliveries, the admin audit log. */

/** SPEC §3 Admin message: the global notice modal's source. */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    targetPage: text('target_page').notNull().default('all'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_messages_lookup_idx').on(t.isActive, t.targetPage, t.createdAt)],
);

/** SPEC §3 Security log. */
export const securityLogs = pgTable(
  'security_logs',
  {
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    severity: text('severity').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    url: text('url'),
    userId: text('user_id'),
  },
  (t) => [index('security_logs_time_idx').on(t.timestamp)],
);

/**
 * Every admin write through /api/admin: who, what, when, on what, and how it ended. Written
 * by one middleware of the admin sub-app (middleware/admin-audit.ts), never by hand in a route. No
 * foreign key on the actor: the record outlives the account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    method: text('method').notNull(),
    /** The route's pattern, e.g. `/api/admin/users/:id/credits`: what was done. */
    action: text('action').notNull(),
    /** The concrete path called. */
    path: text('path').notNull(),
    /** The admin area (`users`, `notices`, …) and the id in the path, when there is one. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    status: integer('status').notNull(),
    /** The request body (long ones shortened), so "what" includes the values sent. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_time_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** Each POST of a security event to the optional webhook (SPEC §7): whether it arrived, for the back office. */
export const securityWebhookDeliveries = pgTable(
  'security_webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    /** The security_logs row forwarded (or the id of a `security_log_store_failed` report). */
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    ok: boolean('ok').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_webhook_deliveries_time_idx').on(t.attemptedAt), index('security_webhook_deliveries_ok_time_idx').on(t.ok, t.attemptedAt)],
);
