import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** A provider event being applied: its id is stored in the transaction of its effects. */
export interface AppliedEvent {
  id: string;
  type: string;
}

/**
 * Inside the effects' transaction: records the event id, or answers false when it is already there
 * (a second delivery). A concurrent delivery of the same id waits on the primary key until the first
 * commits, then finds it — so an event's effects happen once.
 */
export async function recordEvent(tx: Db, event: AppliedEvent): Promise<boolean> {
  const inserted = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** A cheap look before asking the provider anything: an event already applied needs no re-read. */
export async function isEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId));
  return !!row;
}
