import { and, asc, eq, gt, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { orderEvents, orderItems, orders } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { orderFolder } from './keys';
import { transitionOrder } from './transitions';
import { type OrderDeps, SYSTEM } from './types';

/**
 * How long an order may wait for its payment. A checkout session lasts a day at most and a waiting order
 * can be paid again from the orders page, so a week is generous; after it the order is cancelled and
 * its snapshots go, so abandoned checkouts do not keep storage forever.
 */
export const UNPAID_ORDER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 100;

export interface ExpireUnpaidResult {
  cancelled: number;
  filesDeleted: number;
}

/**
 * Cancels every order still pending payment past UNPAID_ORDER_TTL_MS — except those an admin placed by
 * hand for a customer, which wait as long as the admin decides — then deletes the files of its folder
 * that no other order points at (a reorder reuses its original's snapshot and proof). The status change
 * comes first: a kill in between leaves files of a cancelled order, never an open order without its files.
 * A payment arriving later is refunded as for any cancelled order (late-payment-refund).
 */
export async function expireUnpaidOrders(deps: OrderDeps, now = new Date()): Promise<ExpireUnpaidResult> {
  const before = new Date(now.getTime() - UNPAID_ORDER_TTL_MS);
  const result: ExpireUnpaidResult = { cancelled: 0, filesDeleted: 0 };
  let after = '';
  for (;;) {
    const due = await deps.db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending_payment'),
          lt(orders.createdAt, before),
          after ? gt(orders.id, after) : undefined,
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(orderEvents)
              .where(and(eq(orderEvents.orderId, orders.id), isNull(orderEvents.fromStatus), eq(orderEvents.actorKind, 'admin'))),
          ),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const order of due) {
      const cancelled = await transitionOrder(deps.db, order.id, {
        to: 'cancelled',
        actor: SYSTEM,
        note: 'Not paid in time: the order expired.',
        onlyFrom: 'pending_payment',
        now,
      }).catch((err) => {
        // Paid or cancelled by another path meanwhile: it is no longer ours to expire.
        if (err instanceof DomainError) return null;
        throw err;
      });
      if (!cancelled?.changed) continue;
      result.cancelled++;
      result.filesDeleted += await deleteOrderFiles(deps, order.id, order.userId);
    }
    if (due.length < BATCH) return result;
    after = due[due.length - 1].id;
  }
}

async function deleteOrderFiles(deps: OrderDeps, orderId: string, userId: string): Promise<number> {
  const files = await deps.storage.list(`${orderFolder(userId, orderId)}/`);
  if (!files.length) return 0;
  const sharedRows = await deps.db
    .select({ designKey: orderItems.designKey, proofKey: orderItems.proofKey })
    .from(orderItems)
    .where(
      and(
        ne(orderItems.orderId, orderId),
        or(sql`${orderItems.designKey} LIKE ${`${orderFolder(userId, orderId)}/%`}`, sql`${orderItems.proofKey} LIKE ${`${orderFolder(userId, orderId)}/%`}`),
      ),
    );
  const shared = new Set(sharedRows.flatMap((row) => [row.designKey, row.proofKey]));
  let deleted = 0;
  for (const file of files) {
    if (shared.has(file.key)) continue;
    await deps.storage.delete(file.key);
    deleted++;
  }
  return deleted;
}
