import type { OrderLineOptions, TaxLine as OrderTaxLine } from '../../../shared/api/orders';
import { type ProductId, type StickerOptions, VINYL_COLOUR_SWATCHES } from '../../../shared/pricing/options';
import { formatTaxRate, type TaxLine } from '../../../shared/tax/tax';

/** The price table's product ids → the order domain's (decision 35 kept its own short names). */
const ORDER_PRODUCT: Record<ProductId, OrderLineOptions['product']> = {
  'die-cut': 'die-cut',
  'kiss-cut': 'kiss-cut',
  'sticker-sheet': 'sheet',
  'vinyl-decal': 'decal',
  'library-item': 'library',
};

/** A quoted line's options as an order line keeps them (a decal's colour as the swatch the cutter uses). */
export function orderLineOptions(options: StickerOptions): OrderLineOptions {
  return {
    product: ORDER_PRODUCT[options.product],
    widthIn: options.widthIn,
    heightIn: options.heightIn,
    shape: options.shape,
    material: options.material,
    finish: options.finish,
    ...(options.vinylColour ? { vinylColour: VINYL_COLOUR_SWATCHES[options.vinylColour] } : {}),
  };
}

/** A tax line as the order stores it; the exact rate (QST 9.975 %) is in the label, basis points are rounded. */
export function orderTaxLine(line: TaxLine): OrderTaxLine {
  return {
    code: line.kind,
    label: `${line.kind === 'US_SALES_TAX' ? 'Sales tax' : line.kind} ${line.jurisdiction} ${formatTaxRate(line.ratePer100k)}`,
    rateBasisPoints: Math.round(line.ratePer100k / 10),
    amountCents: line.amount.amountCents,
  };
}

/** "Die-cut sticker 3 × 3 in, × 50": the line's name on the payment page. */
export function lineName(options: StickerOptions): string {
  const product = {
    'die-cut': 'Die-cut stickers',
    'kiss-cut': 'Kiss-cut stickers',
    'sticker-sheet': 'Sticker sheets',
    'vinyl-decal': 'Vinyl decals',
    'library-item': 'Library stickers',
  }[options.product];
  return `${product} ${options.widthIn} × ${options.heightIn} in, ${options.material}, × ${options.quantity}`;
}
