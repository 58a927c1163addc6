import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { cancelOrder } from './actions';
import { type OrderDeps, type OrderPayments, SYSTEM } from './types';

const BATCH = 100;

/**
 * Cancels every order on hold whose customer did not answer by its `hold_answer_by`, giving the payment
 * back through the same cancellation a customer makes (the refund and the status change are one
 * decision on the locked row). An order answered, cancelled or refunded meanwhile is left alone.
 */
export async function expireUnansweredHolds(deps: OrderDeps & { payments: OrderPayments }, now = new Date()): Promise<number> {
  let cancelled = 0;
  let after = '';
  for (;;) {
    const due = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'on_hold'), lt(orders.holdAnswerBy, now), after ? gt(orders.id, after) : undefined))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const { id } of due) {
      const result = await cancelOrder(deps, id, SYSTEM, 'No answer to the artwork hold in time: the order is cancelled.', { onlyFrom: 'on_hold' }).catch((error) => {
        // Answered or moved by the shop meanwhile: no longer ours to cancel.
        if (error instanceof DomainError && error.code === 'order_status') return null;
        throw error;
      });
      if (result?.changed) cancelled++;
    }
    if (due.length < BATCH) return cancelled;
    after = due[due.length - 1].id;
  }
}
