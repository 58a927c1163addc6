import { eq } from 'drizzle-orm';
import type { CheckoutRequest } from '../../../../shared/api/payments';
import { orderItems, orders } from '../../../db/schema';
import { DomainError } from '../../../domain/errors';
import type { StoragePort } from '../../../providers/storage/types';
import { removePaidCartLines } from '../../cart/cart';
import { orderFigures } from '../../checkout/order-figures';
import { lineName, orderLineOptions, orderTaxLine } from '../../checkout/order-lines';
import { readDesign } from '../../designs';
import { createOrder } from '../../orders/create';
import { scheduleLatePaymentRefund } from '../../orders/late-payment';
import { scheduleTaxRecord } from '../../orders/tax-record';
import { markOrderPaid, transitionOrder } from '../../orders/transitions';
import { SYSTEM } from '../../orders/types';
import { getCurrentPriceTable } from '../../pricing/price-tables';
import type { PurposeHandler } from './registry';

type OrderRequest = Extract<CheckoutRequest, { purpose: 'order' }>;

const priceChanged = (message: string, details: Record<string, unknown>) => new DomainError('conflict', 'price_changed', message, details);

/**
 * Printed stickers (issue 16, decision 37). `prepare` prices the cart again on the server with the
 * current table — the client's figures are only compared, never used — freezes each design and creates
 * the order pending payment (one per checkout: the checkout's key is its `checkoutRef`). `fulfil` marks
 * it paid inside the webhook's transaction; an expired checkout cancels it.
 */
export function orderPurpose(storage: StoragePort): PurposeHandler<OrderRequest> {
  return {
    purpose: 'order',
    async prepare(deps, buyer, request) {
      const order = request.order;
      const priced = await getCurrentPriceTable(deps.db);
      const figures = await orderFigures(deps.payments, priced, {
        lines: order.lines.map((line) => line.options),
        method: order.shippingMethod,
        address: order.address,
        date: new Date(),
      });
      if (!figures.ok) {
        const { error, lineIndex } = figures;
        throw new DomainError('invalid', error.code, `Line ${lineIndex + 1}: ${error.message}`, { lineIndex, field: error.field, values: error.values });
      }
      const total = figures.total;
      for (const [lineIndex, line] of order.lines.entries()) {
        const charged = total.lines[lineIndex].line.amountCents;
        if (line.expectedLineCents !== charged) {
          throw priceChanged(`Line ${lineIndex + 1} costs ${charged} cents, not ${line.expectedLineCents}. Please check your cart again.`, {
            lineIndex,
            expectedCents: line.expectedLineCents,
            actualCents: charged,
          });
        }
      }
      if (order.expectedTotalCents !== total.total.amountCents) {
        throw priceChanged(`The total is ${total.total.amountCents} cents, not ${order.expectedTotalCents}. Please check your cart again.`, {
          expectedCents: order.expectedTotalCents,
          actualCents: total.total.amountCents,
        });
      }

      const lines = [];
      for (const [lineIndex, line] of order.lines.entries()) {
        const { row, jsonText } = await readDesign({ db: deps.db, storage }, { id: buyer.id, isAdmin: false }, line.designId);
        if (line.designRevision !== undefined && row.revision !== line.designRevision) {
          throw new DomainError('conflict', 'design_changed', `The design of line ${lineIndex + 1} was changed after its proof. Please add it to the cart again.`, { lineIndex });
        }
        if (line.proofKey && !line.proofKey.startsWith(`users/${buyer.id}/`)) throw new DomainError('invalid', 'proof_not_yours', 'That proof is not one of yours.', { lineIndex });
        const q = total.lines[lineIndex];
        lines.push({
          options: orderLineOptions(q.options),
          quantity: q.options.quantity,
          unitCents: q.unit.amountCents,
          lineCents: q.line.amountCents,
          design: { document: JSON.parse(jsonText) as unknown },
          sourceDesignId: row.id,
          proofKey: line.proofKey ?? row.previewKey ?? null,
        });
      }
      const orderId = await createOrder(
        { db: deps.db, storage },
        {
          userId: buyer.id,
          lines,
          shippingMethod: order.shippingMethod,
          shippingCents: total.shipping.amountCents,
          taxLines: total.taxLines.map(orderTaxLine),
          shippingAddress: order.address,
          priceVersionId: String(total.priceVersion),
          language: order.language,
          // One order per checkout: the checkouts row is unique on (user, key) too.
          checkoutRef: `${buyer.id}:${request.idempotencyKey}`,
        },
      );
      const currency = priced.table.currency;
      return {
        reference: orderId,
        mode: 'payment',
        lineItems: [
          ...total.lines.map((q) => ({ name: lineName(q.options), amountCents: q.line.amountCents, currency, quantity: 1 })),
          ...(total.shipping.amountCents > 0 ? [{ name: `Shipping (${order.shippingMethod})`, amountCents: total.shipping.amountCents, currency, quantity: 1 }] : []),
          ...total.taxLines.map((t) => ({ name: orderTaxLine(t).label, amountCents: t.amount.amountCents, currency, quantity: 1 })),
        ],
        // With Stripe Tax, the calculation whose tax is charged: recorded as a transaction once paid.
        metadata: { order: orderId, ...(figures.taxCalculationId ? { tax_calculation: figures.taxCalculationId } : {}) },
        successPath: `/account/orders/${orderId}?checkout=success`,
        cancelPath: '/cart?checkout=cancelled',
      };
    },
    async fulfil({ tx, checkout, session, now }) {
      try {
        const paid = await markOrderPaid(tx, checkout.reference, session.payment_intent ?? session.id, { now, note: `Paid (checkout ${checkout.id.slice(0, 8)})` });
        const taxCalculation = session.metadata?.tax_calculation;
        if (taxCalculation) await scheduleTaxRecord(tx, { orderId: paid.order.id, calculationId: taxCalculation }, now);
        const proofs = await tx.select({ proofKey: orderItems.proofKey }).from(orderItems).where(eq(orderItems.orderId, paid.order.id));
        await removePaidCartLines(
          tx,
          checkout.userId,
          proofs.flatMap((p) => (p.proofKey ? [p.proofKey] : [])),
        );
      } catch (err) {
        if (!(err instanceof DomainError && err.code === 'order_not_payable')) throw err;
        // Cancelled while the shopper was paying: the payment is given back automatically, once (decision 40).
        const [order] = await tx.select({ totalCents: orders.totalCents, status: orders.status }).from(orders).where(eq(orders.id, checkout.reference));
        const paymentRef = session.payment_intent;
        if (order?.status !== 'cancelled' || !paymentRef) {
          console.error('[payments] a payment arrived for an order that cannot take it; refund it by hand:', checkout.reference);
          return;
        }
        await scheduleLatePaymentRefund(tx, { orderId: checkout.reference, paymentRef, amountCents: order.totalCents }, now);
        console.warn('[payments] a payment arrived for a cancelled order; its refund is scheduled:', checkout.reference);
      }
    },
    async expire({ tx, checkout }) {
      await transitionOrder(tx, checkout.reference, { to: 'cancelled', actor: SYSTEM, note: 'The checkout expired unpaid.', onlyFrom: 'pending_payment' }).catch((err) => {
        // Already cancelled or paid by another path: nothing to undo.
        if (!(err instanceof DomainError)) throw err;
      });
    },
  };
}
