import { describe, expect, it } from 'vitest';
import type { StickerOptions } from '../sticker';
import { DEFAULT_PRICE_TABLE } from './default-price-table';
import { fitOptionsToProduct } from './fit-options';
import { quote } from './quote';

const base: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 2, shape: 'contour', material: 'glitter', finish: 'matte', quantity: 10 };

describe('fitOptionsToProduct', () => {
  it('makes any product choice quotable', () => {
    for (const product of Object.keys(DEFAULT_PRICE_TABLE.products) as StickerOptions['product'][]) {
      const fitted = fitOptionsToProduct({ ...base, product, vinylColour: 'red' }, DEFAULT_PRICE_TABLE);
      expect(quote(fitted, { version: 1, table: DEFAULT_PRICE_TABLE }).ok).toBe(true);
    }
  });

  it('keeps what the product offers and replaces the rest', () => {
    expect(fitOptionsToProduct({ ...base, product: 'sticker-sheet' }, DEFAULT_PRICE_TABLE)).toEqual({
      ...base,
      product: 'sticker-sheet',
      shape: 'rectangle',
      material: 'white-vinyl',
    });
    expect(fitOptionsToProduct({ ...base, product: 'vinyl-decal' }, DEFAULT_PRICE_TABLE)).toMatchObject({ material: 'white-vinyl', vinylColour: 'black', finish: 'matte' });
    expect(fitOptionsToProduct(base, DEFAULT_PRICE_TABLE).quantity).toBe(50);
    expect(fitOptionsToProduct({ ...base, shape: 'circle' }, DEFAULT_PRICE_TABLE)).toMatchObject({ widthIn: 3, heightIn: 3 });
  });
});
