import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { severitiesFrom } from '../../../shared/api/admin';
import type { Attention } from '../../../shared/api/admin.responses';
import type { Db } from '../../db/client';
import { customOrderRequests, jobs, orderEvents, orders, securityLogs, securityWebhookDeliveries } from '../../db/schema';
import { orderProductionJob } from '../../job-contracts/orders';

const DAY_MS = 86_400_000;

const first = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/**
 * The back office's home: what needs doing now. Each figure is the size of a list the
 * admin pages filter the same way (orders by status, failed jobs, new requests, high-severity events),
 * so a click shows exactly what was counted. Small indexed counts, run together.
 */
export async function attentionCounts(db: Db, now = new Date()): Promise<Attention> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [byStatus, oldestHold, failedProductionJobs, failedJobs, failedWebhooksLastDay, newCustomRequests, highSecurityEventsLastDay] = await Promise.all([
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(inArray(orders.status, ['paid', 'on_hold', 'in_production']))
      .groupBy(orders.status),
    // When each order on hold was last put on hold; the earliest of those is the longest wait.
    db.select({ since: sql<string | Date | null>`min(held.at)` }).from(
      db
        .select({ orderId: orderEvents.orderId, at: sql`max(${orderEvents.at})`.as('at') })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(and(eq(orders.status, 'on_hold'), eq(orderEvents.toStatus, 'on_hold')))
        .groupBy(orderEvents.orderId)
        .as('held'),
    ),
    first(
      db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.status, 'failed'), eq(jobs.name, orderProductionJob.name))),
    ),
    first(db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'))),
    first(
      db
        .select({ n: count() })
        .from(securityWebhookDeliveries)
        .where(and(eq(securityWebhookDeliveries.ok, false), gte(securityWebhookDeliveries.attemptedAt, dayAgo))),
    ),
    first(db.select({ n: count() }).from(customOrderRequests).where(eq(customOrderRequests.status, 'new'))),
    first(
      db
        .select({ n: count() })
        .from(securityLogs)
        .where(and(inArray(securityLogs.severity, severitiesFrom('high')), gte(securityLogs.timestamp, dayAgo))),
    ),
  ]);
  const statusCount = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const since = oldestHold[0]?.since;
  return {
    orders: {
      toProduce: statusCount('paid'),
      onHold: statusCount('on_hold'),
      oldestHoldSince: since ? new Date(since).toISOString() : null,
      toShip: statusCount('in_production'),
    },
    failedProductionJobs,
    failedJobs,
    failedWebhooksLastDay,
    newCustomRequests,
    highSecurityEventsLastDay,
  };
}
