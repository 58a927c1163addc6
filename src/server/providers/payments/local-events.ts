import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTestEvents } from '../../db/schema';
import type { ProviderEvent } from './types';

/**
 * The local provider's event store (table `payment_test_events`): an event is written in the
 * transaction of the change it tells of, delivered right after, and redelivered until the webhook
 * handler has taken it — at-least-once, as Stripe delivers; the handler applies an event id once.
 */

/** How long a new event is left to the delivery that follows its change before the redelivery job may take it. */
export const FIRST_REDELIVERY_AFTER_MS = 10_000;
/** Stripe retries an undelivered event for up to three days. */
const GIVE_UP_AFTER_MS = 3 * 86_400_000;
/** The longest wait between two attempts; before it, 1, 2, 4 … minutes (Stripe's backoff is of this shape). */
const MAX_RETRY_WAIT_MS = 6 * 3_600_000;

export interface StoredEvent {
  id: string;
  body: string;
}

export async function storeEvent(db: Db, type: string, object: object, now = new Date()): Promise<StoredEvent> {
  const event: ProviderEvent = {
    id: `evt_test_local_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: { object: object as ProviderEvent['data']['object'] },
  };
  const body = JSON.stringify({ ...event, object: 'event', livemode: false });
  await db.insert(paymentTestEvents).values({ id: event.id, type, body, createdAt: now, nextAttemptAt: new Date(now.getTime() + FIRST_REDELIVERY_AFTER_MS) });
  return { id: event.id, body };
}

export async function markDelivered(db: Db, id: string, now = new Date()): Promise<void> {
  await db.update(paymentTestEvents).set({ deliveredAt: now }).where(eq(paymentTestEvents.id, id));
}

/**
 * Claims the undelivered events due for another attempt, oldest first: each gets its next attempt's
 * time before it is tried, so another instance's run skips it and a crash mid-run only delays it.
 */
export async function claimDueEvents(db: Db, now: Date, limit: number): Promise<StoredEvent[]> {
  const t = paymentTestEvents;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(isNull(t.deliveredAt), lte(t.nextAttemptAt, now), gt(t.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS))))
    .orderBy(asc(t.seq))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(t)
    .set({
      attempts: sql`${t.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + (least(60000 * power(2, ${t.attempts}), ${MAX_RETRY_WAIT_MS}) * interval '1 millisecond')`,
    })
    .where(inArray(t.id, due))
    .returning({ id: t.id, body: t.body, seq: t.seq });
  return claimed.sort((a, b) => a.seq - b.seq).map(({ id, body }) => ({ id, body }));
}
