import type { CheckoutRequest } from '../../../../shared/api/payments';
import { formatMoney, money } from '../../../../shared/money';
import { DomainError } from '../../../domain/errors';
import { lineName } from '../../checkout/order-lines';
import { type RepricedOrder, repriceWithCurrentTable } from '../../checkout/reprice';
import { scheduleLatePaymentRefund } from '../../orders/late-payment';
import { MANUAL_PRICE_VERSION } from '../../orders/manual';
import { findOrder, findOwnOrder, payableOnline, pricedLinesOf } from '../../orders/read';
import { applyTodaysPrices, totalsOf } from '../../orders/requote';
import { scheduleTaxRecord } from '../../orders/tax-record';
import { markOrderPaid } from '../../orders/transitions';
import type { PurposeHandler } from './registry';

type OrderPaymentRequest = Extract<CheckoutRequest, { purpose: 'order-payment' }>;

/**
 * Paying an order that already exists (decision 71): a reorder, or an order the shop entered for a
 * customer (charged the prices the shop set by hand). `prepare` quotes a reorder's lines again at
 * today's prices (table or Stripe Tax, as the cart does);
 * when the total differs from the one the shopper saw, the order takes today's figures and the checkout
 * is refused with `price_changed`, so nobody pays an amount they were not shown. `fulfil` marks it
 * paid; a second payment of the same order (two windows) is given back automatically. An expired
 * checkout leaves the order waiting, so it can be paid later.
 */
export const orderPaymentPurpose: PurposeHandler<OrderPaymentRequest> = {
  purpose: 'order-payment',
  async prepare(deps, buyer, request) {
    const row = await findOwnOrder(deps.db, request.orderId, buyer.id);
    if (!payableOnline(row)) throw new DomainError('conflict', 'order_not_payable', 'This order is not waiting for a payment here.');
    const lines = await pricedLinesOf(deps.db, row.id);
    // An order the shop priced by hand is charged what the shop set; anything else at today's prices.
    const repriced: RepricedOrder =
      row.priceVersionId === MANUAL_PRICE_VERSION
        ? { lines, priceVersionId: row.priceVersionId, shippingCents: row.shippingCents, taxLines: row.taxLines }
        : await repriceWithCurrentTable(deps)(lines, row);
    const totals = totalsOf(repriced);
    if (totals.totalCents !== row.totalCents) await applyTodaysPrices(deps.db, row, repriced);
    if (totals.totalCents !== request.expectedTotalCents) {
      const now = formatMoney(money(totals.totalCents, 'CAD'), 'en-CA');
      throw new DomainError('conflict', 'price_changed', `The total of this order is now ${now} at today's prices. Please check it and pay again.`, {
        expectedCents: request.expectedTotalCents,
        actualCents: totals.totalCents,
      });
    }
    const currency = 'CAD' as const;
    return {
      reference: row.id,
      mode: 'payment',
      lineItems: [
        ...repriced.lines.map((line) => ({
          name: lineName({ ...line.options, quantity: line.quantity }),
          amountCents: line.lineCents ?? line.unitCents * line.quantity,
          currency,
          quantity: 1,
        })),
        ...(repriced.shippingCents > 0 ? [{ name: `Shipping (${row.shippingMethod})`, amountCents: repriced.shippingCents, currency, quantity: 1 }] : []),
        ...repriced.taxLines.map((tax) => ({ name: tax.label, amountCents: tax.amountCents, currency, quantity: 1 })),
      ],
      metadata: { order: row.id, ...(repriced.taxCalculationId ? { tax_calculation: repriced.taxCalculationId } : {}) },
      successPath: `/account/orders/${row.id}?checkout=success`,
      cancelPath: `/account/orders/${row.id}?checkout=cancelled`,
    };
  },
  async fulfil({ tx, checkout, session, now }) {
    const paymentRef = session.payment_intent ?? session.id;
    const before = await findOrder(tx, checkout.reference);
    try {
      const paid = await markOrderPaid(tx, checkout.reference, paymentRef, { now, note: `Paid (checkout ${checkout.id.slice(0, 8)})` });
      if (paid.changed) {
        const taxCalculation = session.metadata?.tax_calculation;
        if (taxCalculation) await scheduleTaxRecord(tx, { orderId: paid.order.id, calculationId: taxCalculation }, now);
        return;
      }
      // Already paid by another checkout of the same order (two windows): this payment goes back.
      if (before?.paymentRef === paymentRef) return;
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'order_not_payable')) throw err;
      // Cancelled while the shopper was paying: given back as for a cart order (decision 40).
    }
    if (!session.payment_intent) {
      console.error('[payments] a payment arrived for an order that cannot take it; refund it by hand:', checkout.reference);
      return;
    }
    await scheduleLatePaymentRefund(tx, { orderId: checkout.reference, paymentRef: session.payment_intent, amountCents: checkout.amountCents }, now);
    console.warn('[payments] a payment arrived for an order that could not take it; its refund is scheduled:', checkout.reference);
  },
};
