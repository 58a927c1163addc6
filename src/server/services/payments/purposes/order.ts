import { eq } from 'drizzle-orm';
import { orderItems } from '../../../db/schema';
import { DomainError } from '../../../domain/errors';
import { componentLog } from '../../../log/logger';
import { removePaidCartLines } from '../../cart/cart';
import { scheduleLatePaymentRefund } from '../../orders/late-payment';
import { lineName } from '../../orders/order-lines';
import { cartCheckoutRef, findOrder, findOwnOrder, itemsOf, payableOnline } from '../../orders/read';
import { scheduleTaxRecord } from '../../orders/tax-record';
import { markOrderPaid, transitionOrder } from '../../orders/transitions';
import { SYSTEM } from '../../orders/types';
import type { CheckoutRow, PurposeHandler } from './registry';

const log = componentLog('payments');

/** What the checkout workflow (services/checkout) hands payments: the order to charge, as it is stored. */
export interface OrderPaymentRequest {
  purpose: 'order';
  orderId: string;
  idempotencyKey: string;
  /** With Stripe Tax: the calculation whose tax the order carries, recorded once it is paid. */
  taxCalculationId?: string;
}

const ENDED = {
  expired: 'The checkout expired unpaid.',
  failed: 'The payment service could not start the checkout.',
} as const;

/** The order this checkout placed from the cart (not a waiting order paid from its page). */
const placedBy = (checkout: Pick<CheckoutRow, 'userId' | 'idempotencyKey'>, order: { checkoutRef: string | null }) =>
  order.checkoutRef === cartCheckoutRef(checkout.userId, checkout.idempotencyKey);

/**
 * Pays an order that already exists, by its id (decision 74): the checkout workflow has placed it from
 * the cart or brought a waiting order to today's prices; this purpose only charges what the order
 * stores — its lines, shipping and tax lines, in its currency.
 *
 * `prepare` takes the buyer's own order while it waits for payment: an order placed by this very
 * checkout, or one no cart checkout made (a reorder, an order the shop entered — decision 71).
 * `fulfil` marks it paid in the webhook's transaction and, for a cart's order, takes its lines out of
 * the cart. A payment the order cannot take (cancelled meanwhile, or already paid through another
 * window) is given back once (decision 40). A checkout that ends unpaid (expired, or never opened) cancels the order it placed; a waiting
 * order paid from its page stays waiting, to be paid later.
 */
export const orderPurpose: PurposeHandler<OrderPaymentRequest> = {
  purpose: 'order',
  async prepare(deps, buyer, request) {
    const row = await findOwnOrder(deps.db, request.orderId, buyer.id);
    const own = placedBy({ userId: buyer.id, idempotencyKey: request.idempotencyKey }, row);
    if (!(payableOnline(row) || (own && row.status === 'pending_payment'))) {
      throw new DomainError('conflict', 'order_not_payable', 'This order is not waiting for a payment here.');
    }
    const currency = row.currency;
    const items = await itemsOf(deps.db, row.id);
    return {
      reference: row.id,
      mode: 'payment',
      lineItems: [
        ...items.map((item) => ({ name: lineName({ ...item.options, quantity: item.quantity }), amountCents: item.lineCents, currency, quantity: 1 })),
        ...(row.shippingCents > 0 ? [{ name: `Shipping (${row.shippingMethod})`, amountCents: row.shippingCents, currency, quantity: 1 }] : []),
        ...row.taxLines.map((tax) => ({ name: tax.label, amountCents: tax.amountCents, currency, quantity: 1 })),
      ],
      metadata: { order: row.id, ...(request.taxCalculationId ? { tax_calculation: request.taxCalculationId } : {}) },
      // A member's sticker order returns to its thank-you page (order number, what happens next, arrives-by
      // date); a guest has no account pages: its order page /orders/:id thanks it (its guest cookie or the
      // signed link opens it).
      successPath: buyer.isGuest ? `/orders/${row.id}?checkout=success` : `/thank-you/${row.id}`,
      cancelPath: own ? '/cart?checkout=cancelled' : `${buyer.isGuest ? '' : '/account'}/orders/${row.id}?checkout=cancelled`,
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
        if (before && placedBy(checkout, before)) {
          const proofs = await tx.select({ proofKey: orderItems.proofKey }).from(orderItems).where(eq(orderItems.orderId, paid.order.id));
          await removePaidCartLines(
            tx,
            checkout.userId,
            proofs.flatMap((p) => (p.proofKey ? [p.proofKey] : [])),
          );
        }
        return;
      }
      // Already paid by another checkout of the same order (two windows): this payment goes back.
      if (before?.paymentRef === paymentRef) return;
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'order_not_payable')) throw err;
      // Cancelled while the shopper was paying: given back too.
    }
    if (!session.payment_intent) {
      log.error({ orderId: checkout.reference }, 'a payment arrived for an order that cannot take it; refund it by hand');
      return;
    }
    await scheduleLatePaymentRefund(tx, { orderId: checkout.reference, paymentRef: session.payment_intent, amountCents: checkout.amountCents }, now);
    log.warn({ orderId: checkout.reference }, 'a payment arrived for an order that could not take it; its refund is scheduled');
  },
  async expire({ tx, checkout, reason }) {
    const order = await findOrder(tx, checkout.reference);
    if (!order || !placedBy(checkout, order)) return;
    await transitionOrder(tx, checkout.reference, { to: 'cancelled', actor: SYSTEM, note: ENDED[reason], onlyFrom: 'pending_payment' }).catch((err) => {
      // Already cancelled or paid by another path: nothing to undo.
      if (!(err instanceof DomainError)) throw err;
    });
  },
};
