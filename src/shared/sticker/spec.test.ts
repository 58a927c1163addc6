import { describe, expect, it } from 'vitest';
import { CUT_SHAPE_OF, CUT_SHAPES, SHAPE_IDS, shapeOfCut } from './shapes';
import { stickerOptionsSchema, stickerSpecWithDefaultsSchema } from './spec';

const sticker = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

describe('the sticker spec schema', () => {
  it('accepts the vocabulary and refuses an old or unknown id with a message that names the field', () => {
    expect(stickerOptionsSchema.safeParse(sticker).success).toBe(true);
    for (const [field, value] of [
      ['product', 'sheet'],
      ['shape', 'rounded-rectangle'],
      ['material', 'vantablack'],
      ['vinylColour', '#c8102e'],
    ] as const) {
      const parsed = stickerOptionsSchema.safeParse({ ...sticker, [field]: value });
      expect(parsed.success, field).toBe(false);
      expect(parsed.error?.issues[0].path, field).toEqual([field]);
    }
  });

  it('fills in the shop defaults where a hand-entered line leaves them out', () => {
    expect(stickerSpecWithDefaultsSchema.parse({ product: 'kiss-cut', widthIn: 2, heightIn: 2 })).toEqual({
      product: 'kiss-cut',
      widthIn: 2,
      heightIn: 2,
      shape: 'contour',
      material: 'white-vinyl',
      finish: 'gloss',
    });
  });
});

describe('cut shapes', () => {
  it('are derived from the sticker shapes, one each, and lead back to them', () => {
    expect(CUT_SHAPES).toHaveLength(SHAPE_IDS.length);
    for (const shape of SHAPE_IDS) expect(shapeOfCut(CUT_SHAPE_OF[shape])).toBe(shape);
  });
});
