import { describe, expect, it } from 'vitest';
import type { StickerOptions } from '../../../shared/sticker';
import { optionsForArt, optionsFromQuery, optionsToQuery } from './optionsQuery';

const fallback: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

describe('sticker options in a page address', () => {
  it('reads back what it writes', () => {
    const chosen: StickerOptions = { product: 'kiss-cut', widthIn: 4, heightIn: 2.5, shape: 'rounded', material: 'holographic', finish: 'matte', quantity: 200 };
    expect(optionsFromQuery(new URLSearchParams(optionsToQuery(chosen)), fallback)).toEqual(chosen);
    const decal: StickerOptions = { product: 'vinyl-decal', widthIn: 4, heightIn: 4, shape: 'contour', material: 'white-vinyl', finish: 'gloss', vinylColour: 'red', quantity: 10 };
    expect(optionsFromQuery(new URLSearchParams(optionsToQuery(decal)), fallback)).toEqual(decal);
  });

  it('keeps the fallback for what is missing or not a valid choice, and answers null for an address without options', () => {
    expect(optionsFromQuery(new URLSearchParams('material=gold-leaf&qty=-4&w=300&shape=circle'), fallback)).toEqual({ ...fallback, shape: 'circle' });
    expect(optionsFromQuery(new URLSearchParams('utm_source=x'), fallback)).toBeNull();
    expect(optionsFromQuery(new URLSearchParams('product=die-cut&colour=red'), fallback)).toEqual(fallback);
  });

  it('fits the carried size to the art: the longest side is kept', () => {
    expect(optionsForArt({ ...fallback, widthIn: 4, heightIn: 4 }, 2)).toMatchObject({ widthIn: 4, heightIn: 2 });
    expect(optionsForArt({ ...fallback, widthIn: 5, heightIn: 2 }, 0.5)).toMatchObject({ widthIn: 2.5, heightIn: 5 });
    expect(optionsForArt({ ...fallback, shape: 'circle', widthIn: 4, heightIn: 4 }, 2)).toMatchObject({ widthIn: 4, heightIn: 4 });
  });
});
