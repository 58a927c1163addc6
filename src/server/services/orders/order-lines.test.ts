import { describe, expect, it } from 'vitest';
import { lineName } from './order-lines';

describe('lineName', () => {
  it('names a line on the payment page with the English labels of its product and material', () => {
    expect(lineName({ product: 'sticker-sheet', widthIn: 4, heightIn: 4, shape: 'rounded', material: 'clear', finish: 'matte', quantity: 10 })).toBe(
      'Sticker sheets 4 × 4 in, Clear, × 10',
    );
  });
});
