import { type Money, money, sumMoney } from '../money';
import type { ShippingCountry } from '../regions';
import type { ShippingMethod, StickerOptions } from '../sticker';
import { salesTax, type TaxDestination, type TaxLine, type UsTaxConfig } from '../tax/tax';
import type { VersionedPriceTable } from './price-table';
import { type Quote, type QuoteError, quote } from './quote';
import { shippingOptions } from './shipping';

export interface OrderTotal {
  priceVersion: number;
  lines: Quote[];
  subtotal: Money;
  shipping: Money;
  /** Empty until a destination is known. */
  taxLines: TaxLine[];
  tax: Money;
  total: Money;
}

export type OrderTotalResult = { ok: true; total: OrderTotal } | { ok: false; lineIndex: number; error: QuoteError };

/**
 * A cart's figures (decision 37): every line quoted, the shipping method's price for that
 * subtotal, the tax of the destination on subtotal + shipping. Pure: the /cart page shows exactly what
 * the checkout then charges. Without a destination (no address yet) shipping is priced for Canada and
 * no tax is computed.
 */
export function orderTotal(
  lines: readonly StickerOptions[],
  priced: VersionedPriceTable,
  shipping: { method: ShippingMethod; destination?: TaxDestination; date: Date | string; usTax?: UsTaxConfig },
): OrderTotalResult {
  const currency = priced.table.currency;
  const quotes: Quote[] = [];
  for (const [lineIndex, options] of lines.entries()) {
    const result = quote(options, priced);
    if (!result.ok) return { ok: false, lineIndex, error: result.error };
    quotes.push(result.quote);
  }
  const subtotal = sumMoney(
    quotes.map((q) => q.line),
    currency,
  );
  const country: ShippingCountry = shipping.destination?.country ?? 'CA';
  const method = shippingOptions(priced.table, country, subtotal).find((o) => o.method === shipping.method);
  const shippingPrice = method ? method.price : money(0, currency);
  const taxLines = shipping.destination ? salesTax(shipping.destination, sumMoney([subtotal, shippingPrice], currency), shipping.date, shipping.usTax) : [];
  const tax = sumMoney(
    taxLines.map((t) => t.amount),
    currency,
  );
  return {
    ok: true,
    total: { priceVersion: priced.version, lines: quotes, subtotal, shipping: shippingPrice, taxLines, tax, total: sumMoney([subtotal, shippingPrice, tax], currency) },
  };
}
