import type { OrderLineOptions } from '../../../shared/api/orders';
import { type MaterialId, type ProductId, type StickerOptions, VINYL_COLOUR_SWATCHES, type VinylColourId } from '../../../shared/pricing/options';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain/errors';
import type { PaymentsPort } from '../../providers/payments';
import type { OrderRow } from '../orders/read';
import type { PricedOrderLine } from '../orders/types';
import { getCurrentPriceTable } from '../pricing/price-tables';
import { orderFigures } from './order-figures';
import { orderLineOptions, orderTaxLine } from './order-lines';

const STICKER_PRODUCT: Record<OrderLineOptions['product'], ProductId> = {
  'die-cut': 'die-cut',
  'kiss-cut': 'kiss-cut',
  sheet: 'sticker-sheet',
  decal: 'vinyl-decal',
  library: 'library-item',
};

/** The vinyl colour whose swatch an order line kept, or undefined for an unknown one (the quote then says so). */
function vinylColourOf(swatch: string | undefined): VinylColourId | undefined {
  if (!swatch) return undefined;
  const found = (Object.entries(VINYL_COLOUR_SWATCHES) as [VinylColourId, string][]).find(([, hex]) => hex.toLowerCase() === swatch.toLowerCase());
  return found?.[0];
}

/**
 * An order line's options as the price table quotes them (the inverse of `orderLineOptions`). A line
 * an admin entered by hand may leave shape, material or finish out: the shop's defaults stand in.
 */
export function stickerOptionsOf(options: OrderLineOptions, quantity: number): StickerOptions {
  const vinylColour = vinylColourOf(options.vinylColour);
  return {
    product: STICKER_PRODUCT[options.product],
    widthIn: options.widthIn,
    heightIn: options.heightIn,
    shape: options.shape ?? 'contour',
    material: (options.material ?? 'white-vinyl') as MaterialId,
    finish: options.finish ?? 'gloss',
    quantity,
    ...(vinylColour ? { vinylColour } : {}),
  };
}

export type RepricedOrder = {
  lines: PricedOrderLine[];
  priceVersionId: string;
  shippingCents: number;
  taxLines: OrderRow['taxLines'];
  /** With Stripe Tax: the calculation whose tax these figures carry (recorded once the order is paid). */
  taxCalculationId?: string;
};

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
