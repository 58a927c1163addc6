import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Our own rate limits (better-auth's store is in auth.ts). */

/** Fixed-window counters for our own rate limits (client security-log endpoint, sign-in backoff). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
