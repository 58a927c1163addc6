import { and, eq } from 'drizzle-orm';
import { orderEvents, orders, user } from '../db/schema';
import type { AppDeps } from '../deps';
import { orderMailJob } from '../job-contracts/orders';
import { orderStatusEmail } from '../services/orders/emails';
import type { ProofMailLine } from '../services/orders/proof-mail';
import { itemsWithProofFactsOf, noteForCustomer } from '../services/orders/read';
import type { JobQueue } from './queue/queue';

/**
 * The customer's mail about one change of their order (enqueued with the change, in its transaction,
 * so a mail exists only for a change that happened, and is sent after it committed). Retried when the
 * mail server fails; at least once, so a crash right after sending may send it twice.
 */
export function registerOrderMail(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'mail' | 'config' | 'storage'>) {
  const { db } = deps.database;
  queue.handle(orderMailJob, async ({ orderId, eventId }) => {
    const [found] = await db
      .select({ order: orders, event: orderEvents, email: user.email, name: user.name })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .innerJoin(user, eq(user.id, orders.userId))
      .where(and(eq(orderEvents.id, eventId), eq(orderEvents.orderId, orderId)));
    if (!found) return;
    const { order, event } = found;
    // The confirmation shows each line's proof and its facts: what the customer approved is what is printed.
    const confirmation = event.toStatus === 'paid' && event.fromStatus !== 'on_hold';
    const message = orderStatusEmail({
      to: found.email,
      name: found.name,
      language: order.language,
      orderId: order.id,
      from: event.fromStatus,
      status: event.toStatus,
      note: noteForCustomer(event),
      totalCents: order.totalCents,
      refundedCents: order.refundedCents,
      trackingNumber: order.trackingNumber,
      trackingCarrier: order.trackingCarrier,
      holdNote: order.holdNote,
      orderUrl: `${deps.config.publicUrl}/account/orders/${order.id}`,
      lines: confirmation ? await proofLines(deps, order.id) : undefined,
    });
    if (message) await deps.mail.send(message);
  });
}

async function proofLines(deps: Pick<AppDeps, 'database' | 'storage'>, orderId: string): Promise<ProofMailLine[]> {
  const items = await itemsWithProofFactsOf(deps.database.db, orderId);
  return Promise.all(
    items.map(async (item) => ({
      options: item.options,
      quantity: item.quantity,
      proof: item.proofKey ? await deps.storage.getBuffer(item.proofKey) : null,
      facts: item.proofFacts,
    })),
  );
}
