import { sql } from 'drizzle-orm';
import { ANALYTICS_SESSION_STALE_MS, type AnalyticsRange, FUNNEL_EVENTS, type FunnelEvent } from '../../../shared/analytics/constants';
import type { AnalyticsDay, AnalyticsOverview } from '../../../shared/api/analytics.responses';
import { SHOP_CURRENCY } from '../../../shared/money';
import type { Db } from '../../db/client';
import { rowsOf } from '../security/rate-counter';
import { shopFiguresByDay } from './shop-figures';
import { addMs, DAY_MS, startOfUtcDay, ts, utcDay } from './time';

const TOP_PAGES = 10;
/** Browser steps count the sessions that took them; `visit` and `order_paid` count themselves. */
const COUNTED_BY_SESSIONS = new Set<FunnelEvent>(['editor_opened', 'design_saved', 'cart_add']);

/**
 * The back office's "how is the shop doing" figures for the last `range` UTC days, today included
 * (decision 41), all from the daily roll-ups — the shop's figures of yesterday and today read live from
 * their tables' indexed ranges (shop-figures.ts), so the sales of today are exact. Sales are paid orders'
 * gross totals by payment day, in cents.
 */
export async function analyticsOverview(db: Db, range: AnalyticsRange, now: Date): Promise<AnalyticsOverview> {
  const today = startOfUtcDay(now);
  const yesterday = addMs(today, -DAY_MS);
  const since = addMs(today, -(range - 1) * DAY_MS);
  const sinceDay = utcDay(since);
  const tomorrow = addMs(today, DAY_MS);
  const todayDay = utcDay(today);
  const [shop, events, pages, topPages, active] = await Promise.all([
    // Closed days from the roll-up, yesterday and today live (both small, indexed ranges).
    db.execute(sql`
      SELECT day::text AS day, orders, sales_cents, new_users, verified_users, generations FROM analytics_daily_shop_stats
      WHERE day >= ${sinceDay}::date AND day < ${utcDay(yesterday)}::date
      UNION ALL
      SELECT day::text, orders, sales_cents, new_users, verified_users, generations FROM (${shopFiguresByDay({ from: yesterday, to: tomorrow })}) live`),
    db.execute(sql`
      SELECT day::text AS day, name, count, sessions FROM analytics_daily_event_stats
      WHERE day BETWEEN ${sinceDay}::date AND ${todayDay}::date AND name IN (${sql.join(
        FUNNEL_EVENTS.map((e) => sql`${e}`),
        sql`, `,
      )})`),
    db.execute(sql`SELECT day::text AS day, sum(views)::int AS views FROM analytics_daily_page_stats WHERE day BETWEEN ${sinceDay}::date AND ${todayDay}::date GROUP BY 1`),
    db.execute(sql`
      SELECT path, sum(views)::int AS views FROM analytics_daily_page_stats WHERE day BETWEEN ${sinceDay}::date AND ${todayDay}::date
      GROUP BY path ORDER BY 2 DESC, path LIMIT ${TOP_PAGES}`),
    db.execute(sql`SELECT count(*)::int AS n FROM analytics_active_sessions WHERE last_seen_at >= ${ts(addMs(now, -ANALYTICS_SESSION_STALE_MS))}`),
  ]);

  const series = new Map<string, AnalyticsDay>();
  for (let d = since; d <= today; d = addMs(d, DAY_MS)) {
    const day = utcDay(d);
    series.set(day, { day, salesCents: 0, orders: 0, visits: 0, pageViews: 0, newUsers: 0, generations: 0 });
  }
  const at = (day: unknown) => series.get(String(day));
  let todayCents = 0;
  let yesterdayCents = 0;
  let verifiedUsers = 0;
  for (const row of rowsOf(shop)) {
    const cents = Number(row.sales_cents);
    if (row.day === utcDay(today)) todayCents = cents;
    if (row.day === utcDay(yesterday)) yesterdayCents = cents;
    const day = at(row.day);
    if (!day) continue;
    day.salesCents = cents;
    day.orders = Number(row.orders);
    day.newUsers = Number(row.new_users);
    day.generations = Number(row.generations);
    verifiedUsers += Number(row.verified_users);
  }
  const funnel = new Map<FunnelEvent, number>(FUNNEL_EVENTS.map((e) => [e, 0]));
  for (const row of rowsOf(events)) {
    const name = row.name as FunnelEvent;
    funnel.set(name, (funnel.get(name) ?? 0) + Number(COUNTED_BY_SESSIONS.has(name) ? row.sessions : row.count));
    const day = at(row.day);
    if (day && name === 'visit') day.visits = Number(row.count);
  }
  for (const row of rowsOf(pages)) {
    const day = at(row.day);
    if (day) day.pageViews = Number(row.views);
  }

  const days = [...series.values()];
  const rangeCents = days.reduce((sum, d) => sum + d.salesCents, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  return {
    range,
    since: sinceDay,
    currency: SHOP_CURRENCY,
    sales: { todayCents, yesterdayCents, rangeCents, orders, averageOrderCents: orders > 0 ? Math.round(rangeCents / orders) : 0 },
    users: { newUsers: days.reduce((sum, d) => sum + d.newUsers, 0), verifiedUsers },
    generations: days.reduce((sum, d) => sum + d.generations, 0),
    activeSessions: Number(rowsOf(active)[0]?.n ?? 0),
    funnel: FUNNEL_EVENTS.map((step) => ({ step, count: funnel.get(step) ?? 0 })),
    series: days,
    topPages: rowsOf(topPages).map((row) => ({ path: String(row.path), views: Number(row.views) })),
  };
}
