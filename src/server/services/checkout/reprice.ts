import type { OrderLineOptions } from '../../../shared/api/orders';
import { type MaterialId, type ProductId, type StickerOptions, VINYL_COLOUR_SWATCHES, type VinylColourId } from '../../../shared/pricing/options';
import { orderTotal } from '../../../shared/pricing/order-total';
import type { TaxDestination } from '../../../shared/tax/tax';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain/errors';
import type { OrderRow } from '../orders/read';
import type { PricedOrderLine } from '../orders/types';
import { getCurrentPriceTable } from '../pricing/price-tables';
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

export type RepricedOrder = { lines: PricedOrderLine[]; priceVersionId: string; shippingCents: number; taxLines: OrderRow['taxLines'] };

/**
 * A reorder is charged at today's prices (decision 40): every line quoted again with the current price
 * table, shipping for the new subtotal and the tax of the same address today, the current version kept
 * on the new order. A line today's table no longer offers is refused with the quote's code and message.
 */
export function repriceWithCurrentTable(db: Db, now: () => Date = () => new Date()) {
  return async (lines: PricedOrderLine[], order: Pick<OrderRow, 'shippingMethod' | 'shippingAddress'>): Promise<RepricedOrder> => {
    const priced = await getCurrentPriceTable(db);
    const destination = { country: order.shippingAddress.country, region: order.shippingAddress.region } as TaxDestination;
    const figures = orderTotal(
      lines.map((line) => stickerOptionsOf(line.options, line.quantity)),
      priced,
      { method: order.shippingMethod, destination, date: now() },
    );
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
    };
  };
}
