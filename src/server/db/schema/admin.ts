import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The shop's admin side: notices and the security log. */

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
