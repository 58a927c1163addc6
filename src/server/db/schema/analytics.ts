import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Privacy-friendly analytics (SPEC §3 Analytics records, §7 analytics_* collections,
 * decision 41). No cookie, no IP address: a visitor is a hash of (IP, user agent, site) with a random
 * salt of the day (`analytics_salts`, deleted after two days), so nobody — us included — can link two
 * days' visits or get an address back. Raw rows are kept ANALYTICS_RAW_RETENTION_DAYS; the dashboard
 * reads only the roll-ups (`analytics_*_stats`).
 */

/** The day's random salt (UTC day). Old salts are deleted, so old hashes cannot be recomputed. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** SPEC §3 session: one visit; ended (`ended_at`) when silent for over 10 minutes (the stale cleanup). */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: uuid('id').primaryKey(),
    visitorHash: text('visitor_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    entryPath: text('entry_path'),
    /** The referring site's host name only. */
    referrerHost: text('referrer_host'),
    device: text('device').$type<DeviceClass>(),
    language: text('language'),
  },
  (t) => [
    index('analytics_sessions_started_idx').on(t.startedAt),
    // The stale cleanup's scan: open sessions only, oldest heard-from first.
    index('analytics_sessions_open_idx').on(t.lastSeenAt).where(sql`${t.endedAt} IS NULL`),
  ],
);

/** SPEC §7 activeSessions: the visitor's current session, while it is heard from (heartbeat, pages). */
export const analyticsActiveSessions = pgTable(
  'analytics_active_sessions',
  {
    visitorHash: text('visitor_hash').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_active_sessions_seen_idx').on(t.lastSeenAt)],
);

/** SPEC §3 page view. */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id').notNull(),
    path: text('path').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_page_views_time_idx').on(t.occurredAt)],
);

/** SPEC §3 event: a funnel step or another named action; `session_id` is null for server events (a paid order). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id'),
    name: text('name').notNull(),
    path: text('path'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_time_idx').on(t.occurredAt)],
);

/** SPEC §3 page exit: the page left and how long it was shown. */
export const analyticsPageExits = pgTable(
  'analytics_page_exits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id').notNull(),
    path: text('path').notNull(),
    durationMs: integer('duration_ms').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_page_exits_time_idx').on(t.occurredAt)],
);

/** SPEC §3 journey: a session's pages in order (the first 100), kept 7 days (SPEC §9). */
export const analyticsJourneys = pgTable(
  'analytics_journeys',
  {
    sessionId: uuid('session_id').primaryKey(),
    steps: jsonb('steps').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_journeys_started_idx').on(t.startedAt)],
);

/** SPEC §3 page stats, per hour (UTC): views and distinct sessions. Rebuilt from raw rows by the roll-up job. */
export const analyticsHourlyPageStats = pgTable(
  'analytics_hourly_page_stats',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
    sessions: integer('sessions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.path] })],
);

/** SPEC §3 page stats, per UTC day. */
export const analyticsDailyPageStats = pgTable(
  'analytics_daily_page_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
    sessions: integer('sessions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** SPEC §3 event stats, per hour: count and distinct sessions; `visit` counts sessions started. */
export const analyticsHourlyEventStats = pgTable(
  'analytics_hourly_event_stats',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    sessions: integer('sessions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.name] })],
);

/** SPEC §3 event stats, per UTC day (the funnel reads these). */
export const analyticsDailyEventStats = pgTable(
  'analytics_daily_event_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    sessions: integer('sessions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

/**
 * The shop's own figures per UTC day: paid orders (count, gross total in cents, by payment
 * day), new users (and how many of them have verified their address) and succeeded AI generations. The
 * roll-up job rebuilds yesterday and today; the dashboard reads the days before from here and those two live.
 */
export const analyticsDailyShopStats = pgTable('analytics_daily_shop_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  salesCents: bigint('sales_cents', { mode: 'number' }).notNull(),
  newUsers: integer('new_users').notNull(),
  verifiedUsers: integer('verified_users').notNull(),
  generations: integer('generations').notNull(),
});
