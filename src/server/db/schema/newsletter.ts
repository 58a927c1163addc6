import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The newsletter: double opt-in subscribers, the issues admins send, and who got which. */

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    status: text('status').$type<SubscriberStatus>().notNull(),
    language: text('language').notNull(),
    /** SHA-256 of the confirm link's token (the token is only in the mail); null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_token_idx').on(t.confirmTokenHash),
    index('newsletter_subscribers_status_idx').on(t.status, t.id),
    check('newsletter_subscribers_status_check', sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export const newsletterIssues = pgTable('newsletter_issues', {
  id: uuid('id').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When the sending job finished, and to how many confirmed subscribers. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
  recipientCount: integer('recipient_count').notNull().default(0),
});

/** One row per issue and subscriber, written before the mail is sent: a retried job never mails twice. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);
