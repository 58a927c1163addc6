import { type SQL, sql } from 'drizzle-orm';
import { ts } from './time';

/**
 * The shop's figures per UTC day between `from` and `to` (timestamps), read from the indexed ranges of
 * their own tables: paid orders by `paid_at` (count and gross total in cents), accounts by `created_at`
 * (guest shoppers are no accounts; and how many have verified their address), succeeded generations by `created_at`. Columns: day,
 * orders, sales_cents, new_users, verified_users, generations. The roll-up stores it for closed days;
 * the dashboard runs it live for yesterday and today.
 */
export function shopFiguresByDay(range: { from: Date; to: Date }): SQL {
  const day = (column: string) => sql.raw(`(${column} AT TIME ZONE 'UTC')::date`);
  return sql`
    SELECT day, sum(orders)::int AS orders, sum(sales_cents)::bigint AS sales_cents, sum(new_users)::int AS new_users,
           sum(verified_users)::int AS verified_users, sum(generations)::int AS generations
    FROM (
      SELECT ${day('paid_at')} AS day, count(*) AS orders, sum(total_cents) AS sales_cents, 0 AS new_users, 0 AS verified_users, 0 AS generations
      FROM orders WHERE paid_at >= ${ts(range.from)} AND paid_at < ${ts(range.to)} GROUP BY 1
      UNION ALL
      SELECT ${day('created_at')}, 0, 0, count(*), count(*) FILTER (WHERE email_verified), 0
      FROM "user" u WHERE created_at >= ${ts(range.from)} AND created_at < ${ts(range.to)}
        AND NOT EXISTS (SELECT 1 FROM guest_shoppers g WHERE g.user_id = u.id) GROUP BY 1
      UNION ALL
      SELECT ${day('created_at')}, 0, 0, 0, 0, count(*)
      FROM generations WHERE created_at >= ${ts(range.from)} AND created_at < ${ts(range.to)} AND status = 'succeeded' GROUP BY 1
    ) figures
    GROUP BY day`;
}
