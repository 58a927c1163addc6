import { type Money, money } from '../money';
import type { ShippingCountry } from '../regions';
import type { ShippingMethod } from '../sticker';
import type { PriceTable } from './price-table';

export interface ShippingOption {
  method: ShippingMethod;
  price: Money;
  /** True when standard shipping is free because the subtotal reached the threshold. */
  free: boolean;
  /** What is still missing for free standard shipping; null when it is free or never free. */
  missingForFree: Money | null;
}

/** Both methods with their price for this subtotal (in the table's currency) and destination country. */
export function shippingOptions(table: PriceTable, country: ShippingCountry, subtotal: Money): ShippingOption[] {
  const rates = table.shipping[country];
  const threshold = rates.freeStandardFromCents;
  const free = threshold !== null && subtotal.amountCents >= threshold;
  const missing = threshold === null || free ? null : money(threshold - subtotal.amountCents, table.currency);
  return [
    { method: 'standard', price: money(free ? 0 : rates.standardCents, table.currency), free, missingForFree: missing },
    { method: 'express', price: money(rates.expressCents, table.currency), free: false, missingForFree: null },
  ];
}

/** The price of one method. */
export function shippingPrice(table: PriceTable, country: ShippingCountry, subtotal: Money, method: ShippingMethod): Money {
  const option = shippingOptions(table, country, subtotal).find((o) => o.method === method);
  if (!option) throw new Error(`Unknown shipping method ${method}`);
  return option.price;
}
