import { describe, expect, it } from 'vitest';
import { canTransition, checkTransition, customerMayCancel, isFinalStatus, isPaidStatus, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from './status';

/** The allowed moves, written out once more by hand: the table in status.ts must say exactly this. */
const ALLOWED = new Set([
  'pending_payment>paid',
  'pending_payment>cancelled',
  'paid>in_production',
  'paid>on_hold',
  'paid>cancelled',
  'paid>refunded',
  'in_production>on_hold',
  'in_production>shipped',
  'in_production>refunded',
  'on_hold>paid',
  'on_hold>in_production',
  'on_hold>cancelled',
  'on_hold>refunded',
  'shipped>delivered',
  'shipped>refunded',
  'delivered>refunded',
]);

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

describe('order state machine', () => {
  it.each(pairs)('%s → %s', (from, to) => {
    const check = checkTransition(from, to);
    if (from === to) expect(check).toEqual({ kind: 'repeat' });
    else if (ALLOWED.has(`${from}>${to}`)) expect(check).toEqual({ kind: 'change' });
    else {
      expect(check.kind).toBe('refused');
      expect(check.kind === 'refused' && check.reason).toMatch(/cannot become/);
    }
    expect(canTransition(from, to)).toBe(from !== to && ALLOWED.has(`${from}>${to}`));
  });

  it('lists no move the hand-written table does not', () => {
    const table = Object.entries(ORDER_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`));
    expect(new Set(table)).toEqual(ALLOWED);
  });

  it('reaches every status from pending_payment, and the happy path in order', () => {
    const seen = new Set<OrderStatus>(['pending_payment']);
    const queue: OrderStatus[] = ['pending_payment'];
    while (queue.length) {
      for (const next of ORDER_TRANSITIONS[queue.shift() as OrderStatus]) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
    const happy: OrderStatus[] = ['pending_payment', 'paid', 'in_production', 'shipped', 'delivered'];
    for (let i = 1; i < happy.length; i++) expect(canTransition(happy[i - 1], happy[i])).toBe(true);
  });

  it('knows the final, paid and customer-cancellable statuses', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['cancelled', 'refunded']);
    expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual(['paid', 'in_production', 'on_hold', 'shipped', 'delivered']);
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual(['pending_payment', 'paid', 'on_hold']);
    // The customer can cancel only where the machine allows a cancellation.
    for (const status of ORDER_STATUSES.filter(customerMayCancel)) expect(canTransition(status, 'cancelled')).toBe(true);
  });
});
