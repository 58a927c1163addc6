import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { WebhookDelivery } from '../../../shared/api/admin.responses';
import type { Db } from '../../db/client';
import { securityWebhookDeliveries } from '../../db/schema';

/** The security webhook's delivery record (SPEC §7 optional webhook; the back office shows its last deliveries and failures). */

export interface DeliveryOutcome {
  eventId: string;
  event: string;
  ok: boolean;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

export async function recordWebhookDelivery(db: Db, outcome: DeliveryOutcome, now = new Date()): Promise<void> {
  await db.insert(securityWebhookDeliveries).values({ id: randomUUID(), ...outcome, event: outcome.event.slice(0, 100), attemptedAt: now });
}

/** The newest 50 deliveries and how many failed in the last 24 hours. */
export async function recentWebhookDeliveries(db: Db, now = new Date()): Promise<{ deliveries: WebhookDelivery[]; failedLastDay: number }> {
  const [rows, [failed]] = await Promise.all([
    db.select().from(securityWebhookDeliveries).orderBy(desc(securityWebhookDeliveries.attemptedAt)).limit(50),
    db
      .select({ n: count() })
      .from(securityWebhookDeliveries)
      .where(and(eq(securityWebhookDeliveries.ok, false), gte(securityWebhookDeliveries.attemptedAt, new Date(now.getTime() - 86_400_000)))),
  ]);
  return { deliveries: rows.map((r) => ({ ...r, attemptedAt: r.attemptedAt.toISOString() })), failedLastDay: Number(failed?.n ?? 0) };
}
