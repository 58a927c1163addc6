import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatMoney, money, SHOP_CURRENCY } from '../../../shared/money';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { enqueueJob } from '../../job-contracts/enqueue';
import { latePaymentRefundJob, latePaymentRefundKey } from '../../job-contracts/orders';
import { componentLog } from '../../log/logger';
import type { OrderPayments } from './types';

/**
 * A payment for an order that was cancelled meanwhile (decision 40). The webhook's transaction only
 * enqueues the refund (one job per payment, `singletonKey`); the job asks the payments port for it with
 * an idempotency key naming the payment, so a retry after a lost answer refunds nothing more, and then
 * records it on the order once (`refunded_cents = 0` in the update's condition) with a timeline note.
 */
export async function scheduleLatePaymentRefund(tx: Db, order: { orderId: string; paymentRef: string; amountCents: number }, now: Date): Promise<void> {
  await enqueueJob(tx, latePaymentRefundJob, order, { singletonKey: latePaymentRefundKey(order.paymentRef), now });
}

export type LatePaymentLog = (message: string, details: Record<string, unknown>) => void;

export async function refundLatePayment(
  deps: { db: Db; payments: OrderPayments; log?: LatePaymentLog },
  job: { orderId: string; paymentRef: string; amountCents: number },
  now = new Date(),
): Promise<'refunded' | 'already_recorded'> {
  const log = deps.log ?? ((message, details) => componentLog('payments').warn({ ...details }, message));
  // The whole payment: the provider's full refund of the intent (the key is the same on every retry).
  await deps.payments.refund(job.paymentRef, undefined);
  const recorded = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ refundedCents: job.amountCents, paymentRef: job.paymentRef, updatedAt: now })
      .where(and(eq(orders.id, job.orderId), eq(orders.status, 'cancelled'), eq(orders.refundedCents, 0)))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx.insert(orderEvents).values({
      id: randomUUID(),
      orderId: job.orderId,
      fromStatus: 'cancelled',
      toStatus: 'cancelled',
      actorKind: 'system',
      actorId: null,
      note: `A payment of ${formatMoney(money(job.amountCents, SHOP_CURRENCY), 'en-CA')} arrived after the order was cancelled; it was refunded automatically.`,
      at: now,
    });
    return true;
  });
  log('late payment for a cancelled order refunded', { orderId: job.orderId, paymentRef: job.paymentRef, amountCents: job.amountCents, recorded });
  return recorded ? 'refunded' : 'already_recorded';
}
