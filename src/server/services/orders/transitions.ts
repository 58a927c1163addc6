import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkTransition, customerIsNotified, isPaidStatus, type OrderStatus } from '../../../shared/orders/status';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError, notFound } from '../../domain/errors';
import { enqueueJob } from '../../job-contracts/enqueue';
import { mailSingletonKey, orderMailJob, orderProductionJob, productionSingletonKey } from '../../job-contracts/orders';
import { recordServerEvent } from '../analytics/ingest';
import { findOrder, isOrderId, type OrderRow } from './read';
import { type OrderActor, SYSTEM } from './types';

/** Columns that change together with a status (the payment, the tracking, a refund, the hold and its answer's deadline). */
export type OrderChanges = Partial<Pick<OrderRow, 'paymentRef' | 'paidAt' | 'trackingNumber' | 'trackingCarrier' | 'holdNote' | 'heldFrom' | 'holdAnswerBy' | 'refundedCents'>>;

export interface TransitionRequest {
  to: OrderStatus;
  actor: OrderActor;
  note?: string | null;
  /** The note is the shop's own: kept on the timeline for the back office, never shown or mailed to the customer. */
  noteInternal?: boolean;
  set?: OrderChanges;
  now?: Date;
}

export interface TransitionResult {
  order: OrderRow;
  /** False for a repeated transition (the order already had that status): nothing was written. */
  changed: boolean;
}

export const statusRefused = (reason: string) => new DomainError('conflict', 'order_status', reason);

/**
 * Moves an order the caller has just read (`row`) to `to`, inside the caller's transaction: ONE
 * conditional UPDATE … WHERE status = <row's status>, its timeline entry, the customer's mail (a job)
 * and, on payment, the production job — all committed together or not at all. Returns null when the
 * status changed since `row` was read (the caller reads again and decides anew).
 */
export async function applyTransition(tx: Db, row: OrderRow, request: TransitionRequest): Promise<TransitionResult | null> {
  const check = checkTransition(row.status, request.to);
  if (check.kind === 'repeat') return { order: row, changed: false };
  if (check.kind === 'refused') throw statusRefused(check.reason);
  const now = request.now ?? new Date();
  const [updated] = await tx
    .update(orders)
    .set({ ...request.set, status: request.to, updatedAt: now })
    .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
    .returning();
  if (!updated) return null;
  const eventId = randomUUID();
  await tx.insert(orderEvents).values({
    id: eventId,
    orderId: row.id,
    fromStatus: row.status,
    toStatus: request.to,
    actorKind: request.actor.kind,
    actorId: request.actor.id,
    note: request.note ?? null,
    noteInternal: !!(request.note && request.noteInternal),
    at: now,
  });
  if (customerIsNotified(request.to)) await enqueueJob(tx, orderMailJob, { orderId: row.id, eventId }, { singletonKey: mailSingletonKey(eventId), now });
  if (request.to === 'paid' && row.status === 'pending_payment') {
    await enqueueJob(tx, orderProductionJob, { orderId: row.id }, { singletonKey: productionSingletonKey(row.id), now });
    // The funnel's last step (decision 41), counted once with the payment.
    await recordServerEvent(tx, 'order_paid', now);
  }
  return { order: updated, changed: true };
}

/** The order row locked for this transaction (a refund and its status change are one decision). */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow> {
  const [row] = isOrderId(id) ? await tx.select().from(orders).where(eq(orders.id, id)).for('update') : [];
  if (!row) throw notFound('Order not found.');
  return row;
}

/**
 * Moves an order to `to` if the state machine allows it from its current status; a repeat changes
 * nothing. When another request moved the order between our read and our update, we read again
 * (the new status may make this a repeat, or refuse it).
 */
export async function transitionOrder(db: Db, orderId: string, request: TransitionRequest & { onlyFrom?: OrderStatus }): Promise<TransitionResult> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await findOrder(db, orderId);
    if (!row) throw notFound('Order not found.');
    if (request.onlyFrom && row.status !== request.onlyFrom && row.status !== request.to) {
      throw statusRefused(`This order is ${row.status.replace('_', ' ')}, not ${request.onlyFrom.replace('_', ' ')}.`);
    }
    const result = await inTransaction(db, (tx) => applyTransition(tx, row, request));
    if (result) return result;
  }
  throw new DomainError('conflict', 'order_busy', 'The order is being changed by someone else. Please try again.');
}

/**
 * The payment arrived: pending_payment → paid, once. Safe to call any number of times, in parallel
 * (a webhook delivered twice, the success page racing it): the conditional UPDATE lets exactly one
 * call through; the others find the order paid (or further along) and change nothing. Pass the
 * webhook's transaction as `db` to commit the order's payment with the event's record.
 *
 * A payment for an order cancelled meanwhile is refused (`order_not_payable`): the caller refunds it.
 */
export async function markOrderPaid(
  db: Db,
  orderId: string,
  paymentRef: string,
  options: { now?: Date; actor?: OrderActor; note?: string; noteInternal?: boolean } = {},
): Promise<TransitionResult> {
  const now = options.now ?? new Date();
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await findOrder(db, orderId);
    if (!row) throw notFound('Order not found.');
    if (row.status !== 'pending_payment') {
      if (isPaidStatus(row.status) || row.status === 'refunded') return { order: row, changed: false };
      throw new DomainError('conflict', 'order_not_payable', `Order ${orderId.slice(0, 8).toUpperCase()} is ${row.status}: a payment for it must be given back.`);
    }
    const result = await inTransaction(db, (tx) =>
      applyTransition(tx, row, {
        to: 'paid',
        actor: options.actor ?? SYSTEM,
        note: options.note ?? null,
        noteInternal: options.noteInternal,
        set: { paymentRef, paidAt: now },
        now,
      }),
    );
    if (result) return result;
  }
  throw new DomainError('conflict', 'order_busy', 'The order is being changed by someone else. Please try again.');
}
