/**
 * The life of a printed-sticker order: a pure state machine, shared by the server (which
 * enforces it) and the web app (which shows only the actions it allows).
 *
 *   pending_payment → paid → in_production → shipped → delivered
 *   on_hold: the shop found an artwork problem (from paid or in_production); the customer uploads a
 *            replacement or approves as is (→ paid, back in the shop's queue) or cancels
 *   cancelled: before production only (a paid order's money is given back with it)
 *   refunded:  money given back, in full or in part, once the order was paid
 *
 * A transition to the status an order already has is "repeated": it changes nothing (idempotent).
 */

export const ORDER_STATUSES = ['pending_payment', 'paid', 'in_production', 'on_hold', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. Anything not listed is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['in_production', 'on_hold', 'cancelled', 'refunded'],
  in_production: ['on_hold', 'shipped', 'refunded'],
  on_hold: ['paid', 'in_production', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export type TransitionCheck = { kind: 'change' } | { kind: 'repeat' } | { kind: 'refused'; reason: string };

/** What moving `from` → `to` would do: a change, a repeat (nothing to do), or a refusal with its reason. */
export function checkTransition(from: OrderStatus, to: OrderStatus): TransitionCheck {
  if (from === to) return { kind: 'repeat' };
  if (ORDER_TRANSITIONS[from].includes(to)) return { kind: 'change' };
  return { kind: 'refused', reason: `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.` };
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return checkTransition(from, to).kind === 'change';
}

/** No status comes after these. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** Money has been taken for the order (a cancellation or refund must give it back). */
export function isPaidStatus(status: OrderStatus): boolean {
  return status === 'paid' || status === 'in_production' || status === 'on_hold' || status === 'shipped' || status === 'delivered';
}

/** The customer may cancel only before the shop starts printing (or while it waits on them). */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'paid' || status === 'on_hold';
}

/** Who moved an order: the customer, a shop admin, or the system (payments, jobs). */
export const ORDER_ACTOR_KINDS = ['customer', 'admin', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/** Changes the customer sees and is mailed about (in_production is the shop's own step). */
export function customerIsNotified(to: OrderStatus): boolean {
  return to !== 'pending_payment' && to !== 'in_production';
}
