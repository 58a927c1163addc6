import type { Money } from '../../../shared/money';
import { fitOptionsToProduct } from '../../../shared/pricing/fit-options';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
import type { ProductId, StickerOptions } from '../../../shared/sticker';

/** The products the storefront names, in the order it shows them. */
export const STOREFRONT_PRODUCTS = ['die-cut', 'kiss-cut', 'sticker-sheet', 'vinyl-decal', 'library-item'] as const satisfies readonly ProductId[];

export interface PriceFrom {
  product: ProductId;
  quantity: number;
  line: Money;
  unit: Money;
}

/**
 * "From" prices: each product at 3 in, its first material and finish, at its smallest quantity (the line)
 * and at 500 (the price per sticker that most orders see) — quoted by the same `quote` as the cart.
 */
export function pricesFrom(priced: VersionedPriceTable): PriceFrom[] {
  const out: PriceFrom[] = [];
  for (const product of STOREFRONT_PRODUCTS) {
    const base: StickerOptions = { product, widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 1 };
    const smallest = fitOptionsToProduct(base, priced.table);
    const first = quote(smallest, priced);
    const bulk = quote({ ...smallest, quantity: Math.max(500, smallest.quantity) }, priced);
    if (first.ok && bulk.ok) out.push({ product, quantity: smallest.quantity, line: first.quote.line, unit: bulk.quote.unit });
  }
  return out;
}
