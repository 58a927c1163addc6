import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { shopFiguresByDay } from './shop-figures';
import { addMs, DAY_MS, startOfUtcDay, startOfUtcHour, ts } from './time';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The roll-ups (decision 41): page and event counts per UTC hour and day, so the dashboard never scans
 * raw rows. Each bucket in the window is recomputed from the raw rows — delete and insert in one
 * transaction — so running twice, or after late rows arrived, gives the same figures as the raw tables.
 * Event stats also carry `visit`: sessions started (`count`) and distinct visitors (`sessions`).
 */
export async function rollUp(db: Db, range: { from: Date; to: Date }): Promise<void> {
  const hours = { from: startOfUtcHour(range.from), to: startOfUtcHour(addMs(range.to, HOUR_MS - 1)) };
  const days = { from: startOfUtcDay(range.from), to: startOfUtcDay(addMs(range.to, DAY_MS - 1)) };
  await inTransaction(db, async (tx) => {
    await rollUpPages(tx, 'hour', hours);
    await rollUpEvents(tx, 'hour', hours);
  });
  await inTransaction(db, async (tx) => {
    await rollUpPages(tx, 'day', days);
    await rollUpEvents(tx, 'day', days);
    await rollUpShop(tx, days);
  });
}

/**
 * What the scheduled job recomputes: yesterday and today (UTC), every hour and the two days, so a late
 * batch (a beacon sent as a tab closed, a server event) still lands in its bucket.
 */
export function recentWindow(now: Date): { from: Date; to: Date } {
  return { from: addMs(startOfUtcDay(now), -DAY_MS), to: now };
}

type Grain = 'hour' | 'day';

/** The bucket of a timestamp column, in UTC whatever the server's time zone. */
const bucket = (grain: Grain, column: string) =>
  grain === 'hour' ? sql.raw(`date_trunc('hour', ${column} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`) : sql.raw(`(${column} AT TIME ZONE 'UTC')::date`);
const bucketColumn = (grain: Grain) => sql.raw(grain === 'hour' ? 'hour' : 'day');
const bucketBound = (grain: Grain, d: Date) => (grain === 'hour' ? ts(d) : sql`${d.toISOString().slice(0, 10)}::date`);

async function rollUpPages(tx: Db, grain: Grain, range: { from: Date; to: Date }) {
  const table = sql.raw(grain === 'hour' ? 'analytics_hourly_page_stats' : 'analytics_daily_page_stats');
  await tx.execute(sql`DELETE FROM ${table} WHERE ${bucketColumn(grain)} >= ${bucketBound(grain, range.from)} AND ${bucketColumn(grain)} < ${bucketBound(grain, range.to)}`);
  await tx.execute(sql`
    INSERT INTO ${table} (${bucketColumn(grain)}, path, views, sessions)
    SELECT ${bucket(grain, 'occurred_at')}, path, count(*), count(DISTINCT session_id)
    FROM analytics_page_views WHERE occurred_at >= ${ts(range.from)} AND occurred_at < ${ts(range.to)}
    GROUP BY 1, 2`);
}

async function rollUpEvents(tx: Db, grain: Grain, range: { from: Date; to: Date }) {
  const table = sql.raw(grain === 'hour' ? 'analytics_hourly_event_stats' : 'analytics_daily_event_stats');
  await tx.execute(sql`DELETE FROM ${table} WHERE ${bucketColumn(grain)} >= ${bucketBound(grain, range.from)} AND ${bucketColumn(grain)} < ${bucketBound(grain, range.to)}`);
  await tx.execute(sql`
    INSERT INTO ${table} (${bucketColumn(grain)}, name, count, sessions)
    SELECT ${bucket(grain, 'occurred_at')}, name, count(*), count(DISTINCT session_id)
    FROM analytics_events WHERE occurred_at >= ${ts(range.from)} AND occurred_at < ${ts(range.to)}
    GROUP BY 1, 2
    UNION ALL
    SELECT ${bucket(grain, 'started_at')}, 'visit', count(*), count(DISTINCT visitor_hash)
    FROM analytics_sessions WHERE started_at >= ${ts(range.from)} AND started_at < ${ts(range.to)}
    GROUP BY 1`);
}

/** The shop's figures per day (`analytics_daily_shop_stats`), rebuilt from the tables' indexed ranges. */
async function rollUpShop(tx: Db, range: { from: Date; to: Date }) {
  await tx.execute(sql`DELETE FROM analytics_daily_shop_stats WHERE day >= ${range.from.toISOString().slice(0, 10)}::date AND day < ${range.to.toISOString().slice(0, 10)}::date`);
  await tx.execute(sql`INSERT INTO analytics_daily_shop_stats (day, orders, sales_cents, new_users, verified_users, generations) ${shopFiguresByDay(range)}`);
}
