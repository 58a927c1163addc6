import type { Money } from '../../../shared/money';
import { fitOptionsToProduct } from '../../../shared/pricing/fit-options';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { type QuoteResult, quote } from '../../../shared/pricing/quote';
import type { StickerOptions } from '../../../shared/sticker';

/**
 * The price beside a choice: the current options with that one choice changed (and made valid for the
 * product), quoted by the shared function — no network call. Null when the choice cannot be priced.
 */
export function quoteWith(options: StickerOptions, change: Partial<StickerOptions>, priced: VersionedPriceTable): QuoteResult {
  return quote(fitOptionsToProduct({ ...options, ...change }, priced.table), priced);
}

export function lineWith(options: StickerOptions, change: Partial<StickerOptions>, priced: VersionedPriceTable): Money | null {
  const result = quoteWith(options, change, priced);
  return result.ok ? result.quote.line : null;
}

/** The quantities offered as cards: the product's minimum (when below the first break) and every break from it. */
export function quantityChoices(priced: VersionedPriceTable, product: StickerOptions['product']): number[] {
  const min = priced.table.products[product]?.minQuantity ?? 1;
  const breaks = priced.table.quantityBreaks.filter((q) => q >= min);
  return breaks[0] === min ? breaks : [min, ...breaks];
}
