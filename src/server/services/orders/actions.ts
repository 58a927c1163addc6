import { eq } from 'drizzle-orm';
import { formatMoney, money, SHOP_CURRENCY } from '../../../shared/money';
import { checkTransition, customerMayCancel, isPaidStatus, type OrderStatus } from '../../../shared/orders/status';
import { orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError, invalidInput, notFound } from '../../domain/errors';
import { createOrder } from './create';
import { findOrder, findOwnOrder, type OrderRow, pricedLinesOf } from './read';
import { applyTransition, lockOrder, markOrderPaid, statusRefused, type TransitionResult, transitionOrder } from './transitions';
import type { OrderActor, OrderDeps, OrderPayments, PricedOrderLine } from './types';

/** What customers and admins do to an order, each as one decision on the locked row. */

const cad = (cents: number) => formatMoney(money(cents, SHOP_CURRENCY), 'en-CA');

/** A payment taken by the shop itself (recorded by an admin): given back by the shop, not a provider. */
export const isManualPayment = (paymentRef: string | null) => !paymentRef || paymentRef.startsWith('manual:');

/** Gives money back through the payments port (a manual payment is the shop's to give back by hand). */
async function giveBack(payments: OrderPayments, row: OrderRow, amountCents: number): Promise<string> {
  if (isManualPayment(row.paymentRef)) return `${cad(amountCents)} to give back by hand (paid outside the site)`;
  const whole = row.refundedCents === 0 && amountCents === row.totalCents;
  await payments.refund(row.paymentRef as string, whole ? undefined : amountCents);
  return `${cad(amountCents)} refunded`;
}

/**
 * Cancels an order: the customer only before production (pending, paid, on hold), an admin wherever
 * the state machine allows. A paid order's money is given back in the same decision: the refund is
 * asked for while the row is locked, and the order is cancelled only if it went through.
 */
export async function cancelOrder(
  deps: OrderDeps & { payments: OrderPayments },
  orderId: string,
  actor: OrderActor,
  note?: string | null,
  options: { onlyFrom?: OrderStatus; noteInternal?: boolean } = {},
): Promise<TransitionResult> {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (options.onlyFrom && row.status !== options.onlyFrom) throw statusRefused(`This order is ${row.status.replace('_', ' ')}, not ${options.onlyFrom.replace('_', ' ')}.`);
    if (actor.kind === 'customer') {
      if (row.userId !== actor.id) throw notFound('Order not found.');
      if (row.status === 'cancelled') return { order: row, changed: false };
      if (!customerMayCancel(row.status)) {
        throw new DomainError('conflict', 'order_in_production', 'This order is already being printed, so it can no longer be cancelled. Write to us if something is wrong.');
      }
    }
    const check = checkTransition(row.status, 'cancelled');
    if (check.kind === 'repeat') return { order: row, changed: false };
    if (check.kind === 'refused') throw statusRefused(check.reason);
    let refundNote: string | null = null;
    let refundedCents = row.refundedCents;
    if (isPaidStatus(row.status)) {
      const due = row.totalCents - row.refundedCents;
      if (due > 0) refundNote = await giveBack(deps.payments, row, due);
      refundedCents = row.totalCents;
    }
    const result = await applyTransition(tx, row, {
      to: 'cancelled',
      actor,
      note: [note, refundNote].filter(Boolean).join(' · ') || null,
      noteInternal: options.noteInternal ?? false,
      set: { refundedCents },
    });
    // The row is locked: nobody can have moved it since we read it.
    if (!result) throw new DomainError('conflict', 'order_busy', 'The order is being changed by someone else. Please try again.');
    return result;
  });
}

/** Refunds all or part of a paid order (admins). The order becomes `refunded`; a refund is final. */
export async function refundOrder(
  deps: OrderDeps & { payments: OrderPayments },
  orderId: string,
  actor: OrderActor,
  input: { amountCents?: number; note?: string | null },
): Promise<TransitionResult> {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (row.status === 'refunded') throw statusRefused('This order has already been refunded.');
    if (!isPaidStatus(row.status)) throw statusRefused(`An order that is ${row.status.replace('_', ' ')} has no payment to refund.`);
    const due = row.totalCents - row.refundedCents;
    const amount = input.amountCents ?? due;
    if (amount < 1 || amount > due) throw invalidInput(`amountCents: at most ${due} cents (${cad(due)}) can be refunded.`);
    const refundNote = await giveBack(deps.payments, row, amount);
    const partial = row.refundedCents + amount < row.totalCents;
    const result = await applyTransition(tx, row, {
      to: 'refunded',
      actor,
      note: [`${partial ? 'Partial refund' : 'Full refund'}: ${refundNote}`, input.note].filter(Boolean).join(' · '),
      set: { refundedCents: row.refundedCents + amount },
    });
    if (!result) throw new DomainError('conflict', 'order_busy', 'The order is being changed by someone else. Please try again.');
    return result;
  });
}

/**
 * Admin status changes. Shipping needs a tracking number (given now or set before); `paid` records a
 * payment taken outside the site. With `internal`, the note is the shop's own (never shown to the customer).
 */
export async function setOrderStatusByAdmin(
  deps: OrderDeps & { payments: OrderPayments },
  orderId: string,
  actor: OrderActor,
  input: { status: 'paid' | 'in_production' | 'shipped' | 'delivered' | 'cancelled'; note?: string; internal?: boolean; tracking?: { trackingNumber: string; carrier: string } },
): Promise<TransitionResult> {
  const noteInternal = !!input.internal;
  if (input.status === 'cancelled') return cancelOrder(deps, orderId, actor, input.note, { noteInternal });
  if (input.status === 'paid') {
    const row = await findOrderOr404(deps, orderId);
    if (row.status === 'on_hold') return transitionOrder(deps.db, orderId, { to: 'paid', actor, note: input.note, noteInternal });
    return markOrderPaid(deps.db, orderId, `manual:${actor.id}`, input.note ? { actor, note: input.note, noteInternal } : { actor, note: 'Payment recorded by the shop' });
  }
  if (input.status === 'shipped') {
    const row = await findOrderOr404(deps, orderId);
    const tracking = input.tracking ?? (row.trackingNumber && row.trackingCarrier ? { trackingNumber: row.trackingNumber, carrier: row.trackingCarrier } : null);
    if (!tracking && row.status !== 'shipped') throw invalidInput('tracking: a shipped order needs its tracking number and carrier.');
    return transitionOrder(deps.db, orderId, {
      to: 'shipped',
      actor,
      note: input.note,
      noteInternal,
      set: tracking ? { trackingNumber: tracking.trackingNumber, trackingCarrier: tracking.carrier } : {},
    });
  }
  return transitionOrder(deps.db, orderId, { to: input.status, actor, note: input.note, noteInternal });
}

async function findOrderOr404(deps: OrderDeps, orderId: string): Promise<OrderRow> {
  const row = await findOrder(deps.db, orderId);
  if (!row) throw notFound('Order not found.');
  return row;
}

/** Sets or corrects the tracking number (no status change: shipping itself is a status change). */
export async function setOrderTracking(deps: OrderDeps, orderId: string, tracking: { trackingNumber: string; carrier: string }, now = new Date()): Promise<void> {
  await findOrderOr404(deps, orderId);
  await deps.db.update(orders).set({ trackingNumber: tracking.trackingNumber, trackingCarrier: tracking.carrier, updatedAt: now }).where(eq(orders.id, orderId));
}

/**
 * Reorder in one click: a new order pending payment with the same lines — the same frozen design and
 * the same approved proof (no new proof is made) — to the same address. `reprice` quotes the lines
 * again (the route passes today's price table, decision 40); without it the old prices and version are kept.
 */
export async function reorder(
  deps: OrderDeps,
  orderId: string,
  userId: string,
  reprice?: (lines: PricedOrderLine[], order: OrderRow) => Promise<{ lines: PricedOrderLine[]; priceVersionId: string; shippingCents: number; taxLines: OrderRow['taxLines'] }>,
): Promise<string> {
  const row = await findOwnOrder(deps.db, orderId, userId);
  const lines = await pricedLinesOf(deps.db, orderId);
  const priced = reprice ? await reprice(lines, row) : { lines, priceVersionId: row.priceVersionId, shippingCents: row.shippingCents, taxLines: row.taxLines };
  return createOrder(deps, {
    userId,
    lines: priced.lines,
    shippingMethod: row.shippingMethod,
    shippingCents: priced.shippingCents,
    taxLines: priced.taxLines,
    shippingAddress: row.shippingAddress,
    priceVersionId: priced.priceVersionId,
    language: row.language,
    reorderOf: row.id,
  });
}
