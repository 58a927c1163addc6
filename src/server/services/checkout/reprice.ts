import type { Db } from '../../db/client';
import { DomainError } from '../../domain/errors';
import type { PaymentsPort } from '../../providers/payments';
import { orderLineOptions, orderTaxLine } from '../orders/order-lines';
import type { OrderRow } from '../orders/read';
import { stickerOptionsOf } from '../orders/sticker-options';
import type { PricedOrderLine, RepricedOrder } from '../orders/types';
import { getCurrentPriceTable } from '../pricing/price-tables';
import { orderFigures } from './order-figures';

/**
 * An order's lines quoted again at today's prices (decision 40): every line with the current price
 * table, shipping for the new subtotal and the tax of the same address today — the shop's tax table, or
 * Stripe Tax when it is configured, exactly as the cart and checkout do (`orderFigures`). A line today's
 * table no longer offers is refused with the quote's code and message. Used by a reorder and again when
 * an order waiting for payment is paid (decision 71).
 */
export function repriceWithCurrentTable(deps: { db: Db; payments: Pick<PaymentsPort, 'tax'> }, now: () => Date = () => new Date()) {
  return async (lines: PricedOrderLine[], order: Pick<OrderRow, 'shippingMethod' | 'shippingAddress'>): Promise<RepricedOrder> => {
    const priced = await getCurrentPriceTable(deps.db);
    const figures = await orderFigures(deps.payments, priced, {
      lines: lines.map((line) => stickerOptionsOf(line.options, line.quantity)),
      method: order.shippingMethod,
      address: order.shippingAddress,
      date: now(),
    });
    if (!figures.ok) {
      const { error, lineIndex } = figures;
      throw new DomainError('invalid', error.code, `Line ${lineIndex + 1} can no longer be ordered as it was: ${error.message}`, {
        lineIndex,
        field: error.field,
        values: error.values,
      });
    }
    const total = figures.total;
    return {
      lines: lines.map((line, index) => ({
        ...line,
        options: orderLineOptions(total.lines[index].options),
        unitCents: total.lines[index].unit.amountCents,
        lineCents: total.lines[index].line.amountCents,
      })),
      priceVersionId: String(total.priceVersion),
      shippingCents: total.shipping.amountCents,
      taxLines: total.taxLines.map(orderTaxLine),
      ...(figures.taxCalculationId ? { taxCalculationId: figures.taxCalculationId } : {}),
    };
  };
}
