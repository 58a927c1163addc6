import type { OrderCheckout } from '../../../shared/api/checkout';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain/errors';
import type { PaymentsPort } from '../../providers/payments';
import { getCurrentPriceTable } from '../pricing/price-tables';
import { type OrderFigures, orderFigures } from './order-figures';

export type CartQuote = Extract<OrderFigures, { ok: true }>;

const priceChanged = (message: string, details: Record<string, unknown>) => new DomainError('conflict', 'price_changed', message, details);

/**
 * The cart priced again on the server with the current table (and Stripe Tax when configured): the
 * client's figures are only compared, never charged. A line the table refuses, or any line or total
 * that differs from what the shopper saw, refuses the checkout.
 */
export async function quoteCart(deps: { db: Db; payments: Pick<PaymentsPort, 'tax'> }, order: OrderCheckout): Promise<CartQuote> {
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
  return figures;
}
