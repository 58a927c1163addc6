import { describe, expect, it } from 'vitest';
import type { StickerOptions } from '../../../shared/pricing/options';
import { orderLineOptions } from './order-lines';
import { stickerOptionsOf } from './sticker-options';

describe('stickerOptionsOf', () => {
  it('is the inverse of orderLineOptions, vinyl colour included', () => {
    const cases: StickerOptions[] = [
      { product: 'kiss-cut', widthIn: 3, heightIn: 2.31, shape: 'rounded', material: 'clear', finish: 'matte', quantity: 250 },
      { product: 'sticker-sheet', widthIn: 5, heightIn: 5, shape: 'rectangle', material: 'white-vinyl', finish: 'gloss', quantity: 50 },
      { product: 'vinyl-decal', widthIn: 6, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 100, vinylColour: 'red' },
    ];
    for (const options of cases) expect(stickerOptionsOf(orderLineOptions(options), options.quantity)).toEqual(options);
  });

  it("fills in the shop's defaults for a line an admin entered without shape, material or finish", () => {
    expect(stickerOptionsOf({ product: 'die-cut', widthIn: 2, heightIn: 2 }, 50)).toEqual({
      product: 'die-cut',
      widthIn: 2,
      heightIn: 2,
      shape: 'contour',
      material: 'white-vinyl',
      finish: 'gloss',
      quantity: 50,
    });
  });
});
