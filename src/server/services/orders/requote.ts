import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatMoney, money } from '../../../shared/money';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../domain/errors';
import type { OrderRow } from './read';
import type { RepricedOrder } from './types';

/** The figures an order would be charged with these prices (the same sums `createOrder` stores). */
export function totalsOf(repriced: RepricedOrder) {
  const subtotalCents = repriced.lines.reduce((sum, line) => sum + (line.lineCents ?? line.unitCents * line.quantity), 0);
  const taxCents = repriced.taxLines.reduce((sum, tax) => sum + tax.amountCents, 0);
  return { subtotalCents, shippingCents: repriced.shippingCents, taxCents, totalCents: subtotalCents + repriced.shippingCents + taxCents };
}

/**
 * Writes today's prices onto an order still waiting for payment (decision 71): each line's unit and
 * line price, shipping, tax lines and totals, the price table's version, and a timeline note saying
 * what the total was and is. Only while the order is `pending_payment` — an order paid or cancelled
 * meanwhile keeps its figures (the caller is told with `order_not_payable`).
 */
export async function applyTodaysPrices(db: Db, row: OrderRow, repriced: RepricedOrder, now = new Date()): Promise<void> {
  const totals = totalsOf(repriced);
  await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ ...totals, taxLines: repriced.taxLines, priceVersionId: repriced.priceVersionId, updatedAt: now })
      .where(and(eq(orders.id, row.id), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    if (!updated) throw new DomainError('conflict', 'order_not_payable', 'This order is no longer waiting for payment.');
    const items = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(orderItems.position);
    for (const [index, item] of items.entries()) {
      const line = repriced.lines[index];
      await tx
        .update(orderItems)
        .set({ options: line.options, unitCents: line.unitCents, lineCents: line.lineCents ?? line.unitCents * line.quantity })
        .where(eq(orderItems.id, item.id));
    }
    const was = formatMoney(money(row.totalCents, row.currency), 'en-CA');
    const is = formatMoney(money(totals.totalCents, row.currency), 'en-CA');
    await tx.insert(orderEvents).values({
      id: randomUUID(),
      orderId: row.id,
      fromStatus: 'pending_payment',
      toStatus: 'pending_payment',
      actorKind: 'system',
      actorId: null,
      note: `Prices updated to today's: the total was ${was}, it is now ${is}.`,
      at: now,
    });
  });
}
