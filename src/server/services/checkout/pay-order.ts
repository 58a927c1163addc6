import type { CheckoutRequest } from '../../../shared/api/payments';
import { formatMoney, money } from '../../../shared/money';
import { DomainError } from '../../domain/errors';
import { MANUAL_PRICE_VERSION } from '../orders/manual';
import { findOwnOrder, payableOnline, pricedLinesOf } from '../orders/read';
import { applyTodaysPrices, totalsOf } from '../orders/requote';
import type { RepricedOrder } from '../orders/types';
import { openCheckoutForKey, type StartedCheckout, startCheckout } from '../payments/checkouts';
import type { Buyer } from '../payments/purposes';
import type { CheckoutDeps, Locale } from './deps';
import { repriceWithCurrentTable } from './reprice';

type WaitingOrderRequest = Extract<CheckoutRequest, { purpose: 'order-payment' }>;

/**
 * Paying an order that already waits for payment (decision 71): a reorder, or an order the shop
 * entered for a customer. A reorder's lines are quoted again at today's prices (table or Stripe Tax, as
 * the cart does); when the total changed, the order takes today's figures, and when it differs from the
 * one the shopper saw, the checkout is refused with `price_changed`, so nobody pays an amount they were
 * not shown. An order the shop priced by hand is charged what the shop set. Then payments charges the
 * order as it is stored.
 */
export async function payWaitingOrder(deps: CheckoutDeps, buyer: Buyer, request: WaitingOrderRequest & { locale?: Locale }, requestHash: string): Promise<StartedCheckout> {
  const { db } = deps.payments;
  const open = await openCheckoutForKey(deps.payments, buyer.id, request.idempotencyKey, requestHash);
  if (open) return open;
  const row = await findOwnOrder(db, request.orderId, buyer.id);
  if (!payableOnline(row)) throw new DomainError('conflict', 'order_not_payable', 'This order is not waiting for a payment here.');
  const lines = await pricedLinesOf(db, row.id);
  const repriced: RepricedOrder =
    row.priceVersionId === MANUAL_PRICE_VERSION
      ? { lines, priceVersionId: row.priceVersionId, shippingCents: row.shippingCents, taxLines: row.taxLines }
      : await repriceWithCurrentTable(deps.payments)(lines, row);
  const totals = totalsOf(repriced);
  if (totals.totalCents !== row.totalCents) await applyTodaysPrices(db, row, repriced);
  if (totals.totalCents !== request.expectedTotalCents) {
    const now = formatMoney(money(totals.totalCents, row.currency), 'en-CA');
    throw new DomainError('conflict', 'price_changed', `The total of this order is now ${now} at today's prices. Please check it and pay again.`, {
      expectedCents: request.expectedTotalCents,
      actualCents: totals.totalCents,
    });
  }
  return startCheckout(
    deps.payments,
    buyer,
    { purpose: 'order', orderId: row.id, idempotencyKey: request.idempotencyKey, taxCalculationId: repriced.taxCalculationId, locale: request.locale },
    requestHash,
  );
}
