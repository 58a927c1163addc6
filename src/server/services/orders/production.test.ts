import { describe, expect, it } from 'vitest';
import { productionRequestOf } from './production';

describe('what the generator is asked for an order line', () => {
  it('prints stickers at the longer side with the ordered cut, and cuts decals as vinyl in their colour', () => {
    expect(productionRequestOf({ product: 'die-cut', widthIn: 3, heightIn: 2, shape: 'rounded' })).toEqual({
      sizeIn: 3,
      kind: 'sticker',
      vinylColour: undefined,
      cut: { shape: 'rounded-rectangle', kind: 'die' },
    });
    expect(productionRequestOf({ product: 'kiss-cut', widthIn: 2, heightIn: 4 })).toMatchObject({ sizeIn: 4, kind: 'sticker', cut: { kind: 'kiss' } });
    expect(productionRequestOf({ product: 'sheet', widthIn: 4, heightIn: 4 }).cut).toEqual({ kind: 'kiss' });
    expect(productionRequestOf({ product: 'decal', widthIn: 5, heightIn: 5, vinylColour: '#112233' })).toEqual({ sizeIn: 5, kind: 'vinyl', vinylColour: '#112233', cut: {} });
  });
});
