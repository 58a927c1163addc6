import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE } from '../../../shared/pricing/default-price-table';
import { pricesFrom, STOREFRONT_PRODUCTS } from './pricesFrom';

describe('storefront "from" prices', () => {
  it('quotes every product at 3 in from its smallest quantity, the per-sticker price at 500 being lower', () => {
    const rows = pricesFrom({ version: 1, table: DEFAULT_PRICE_TABLE });
    expect(rows.map((r) => r.product)).toEqual([...STOREFRONT_PRODUCTS]);
    for (const row of rows) {
      expect(row.quantity).toBe(DEFAULT_PRICE_TABLE.products[row.product].minQuantity);
      expect(row.line.amountCents).toBeGreaterThan(0);
      expect(row.unit.amountCents).toBeLessThan(row.line.amountCents / row.quantity + 1);
    }
  });
});
