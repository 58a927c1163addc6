import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE } from '../../../shared/pricing/default-price-table';
import type { StickerOptions } from '../../../shared/sticker';
import { lineWith, quantityChoices } from './choicePrices';

const priced = { version: 1, table: DEFAULT_PRICE_TABLE };
const options: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

describe('choice prices', () => {
  it('prices one changed choice with the others kept', () => {
    expect(lineWith(options, { material: 'clear' }, priced)?.amountCents).toBe(5_880);
    expect(lineWith(options, { quantity: 100 }, priced)?.amountCents).toBe(6_900);
    // A product change is made valid first (a decal gets a colour).
    expect(lineWith(options, { product: 'vinyl-decal' }, priced)?.amountCents).toBe(5_390);
    expect(lineWith(options, { widthIn: 40 }, priced)).toBeNull();
  });

  it('offers the minimum quantity before the breaks', () => {
    expect(quantityChoices(priced, 'die-cut')).toEqual([50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000]);
    expect(quantityChoices(priced, 'library-item')).toEqual([10, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000]);
  });
});
