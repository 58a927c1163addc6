import { describe, expect, it } from 'vitest';
import { productionRequestOf } from './production';

describe('what the generator is asked for an order line', () => {
  it('prints stickers at the longer side with the ordered cut, and cuts decals as vinyl in their colour', () => {
    const sticker = { shape: 'contour', material: 'white-vinyl', finish: 'gloss' } as const;
    expect(productionRequestOf({ ...sticker, product: 'die-cut', widthIn: 3, heightIn: 2, shape: 'rounded' })).toEqual({
      sizeIn: 3,
      kind: 'sticker',
      vinylColour: undefined,
      cut: { shape: 'rounded-rectangle', kind: 'die' },
    });
    expect(productionRequestOf({ ...sticker, product: 'kiss-cut', widthIn: 2, heightIn: 4 })).toMatchObject({ sizeIn: 4, kind: 'sticker', cut: { kind: 'kiss' } });
    expect(productionRequestOf({ ...sticker, product: 'sticker-sheet', widthIn: 4, heightIn: 4 }).cut).toEqual({ shape: 'contour', kind: 'kiss' });
    // A decal's colour is kept by its id; the cutter is given the swatch.
    expect(productionRequestOf({ ...sticker, product: 'vinyl-decal', widthIn: 5, heightIn: 5, vinylColour: 'red' })).toMatchObject({
      sizeIn: 5,
      kind: 'vinyl',
      vinylColour: '#c8102e',
    });
    expect(productionRequestOf({ ...sticker, product: 'vinyl-decal', widthIn: 5, heightIn: 5, vinylColour: 'red' }).cut?.kind).toBeUndefined();
  });
});
