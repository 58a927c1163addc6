import { describe, expect, it } from 'vitest';
import { money } from '../money';
import { DEFAULT_PRICE_TABLE } from './default-price-table';
import { shippingOptions, shippingPrice } from './shipping';

const cad = (cents: number) => money(cents, 'CAD');

describe('shipping', () => {
  it('charges standard below the threshold and says what is missing', () => {
    const [standard, express] = shippingOptions(DEFAULT_PRICE_TABLE, 'CA', cad(4_900));
    expect(standard).toEqual({ method: 'standard', price: cad(799), free: false, missingForFree: cad(2_600) });
    expect(express).toEqual({ method: 'express', price: cad(2_499), free: false, missingForFree: null });
  });

  it('makes standard free from the threshold on, never express', () => {
    expect(shippingPrice(DEFAULT_PRICE_TABLE, 'CA', cad(7_500), 'standard')).toEqual(cad(0));
    expect(shippingPrice(DEFAULT_PRICE_TABLE, 'CA', cad(7_500), 'express')).toEqual(cad(2_499));
    expect(shippingPrice(DEFAULT_PRICE_TABLE, 'US', cad(7_500), 'standard')).toEqual(cad(1_299));
    expect(shippingPrice(DEFAULT_PRICE_TABLE, 'US', cad(15_000), 'standard')).toEqual(cad(0));
  });

  it('is never free when the table says so', () => {
    const table = { ...DEFAULT_PRICE_TABLE, shipping: { ...DEFAULT_PRICE_TABLE.shipping, US: { standardCents: 999, expressCents: 1999, freeStandardFromCents: null } } };
    expect(shippingOptions(table, 'US', cad(1_000_000))[0]).toMatchObject({ price: cad(999), free: false, missingForFree: null });
  });
});
