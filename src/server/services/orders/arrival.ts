import { arrivesBy, type DeliveryTimes } from '../../../shared/delivery/arrives-by';
import type { IsoDate } from '../../../shared/delivery/business-days';
import type { OrderStatus } from '../../../shared/orders/status';
import type { ShippingMethod } from '../../../shared/sticker';

/** Orders still on their way to the customer: the ones an "arrives by" date is promised for. */
const ON_THE_WAY: ReadonlySet<OrderStatus> = new Set(['pending_payment', 'paid', 'in_production', 'on_hold', 'shipped']);

/**
 * The date an order arrives by: counted from its payment (an unpaid order from `now`, as if paid
 * today), with the shop's production and transit days. Null once it arrived or was cancelled.
 */
export function orderArrivesBy(row: { status: OrderStatus; paidAt: Date | null; shippingMethod: ShippingMethod }, times: DeliveryTimes, now = new Date()): IsoDate | null {
  if (!ON_THE_WAY.has(row.status)) return null;
  return arrivesBy(times, row.shippingMethod, row.paidAt ?? now);
}
