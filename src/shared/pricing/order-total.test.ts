import { describe, expect, it } from 'vitest';
import type { StickerOptions } from '../sticker';
import { DEFAULT_PRICE_TABLE } from './default-price-table';
import { orderTotal } from './order-total';

const priced = { version: 1, table: DEFAULT_PRICE_TABLE };
const DIE_CUT_2IN_50: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

describe('orderTotal', () => {
  it('adds the lines, standard shipping and Ontario HST on subtotal + shipping', () => {
    const result = orderTotal([DIE_CUT_2IN_50], priced, { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: '2026-01-15' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.total.subtotal.amountCents).toBe(4_900);
    expect(result.total.shipping.amountCents).toBe(799);
    expect(result.total.taxLines.map((t) => [t.kind, t.amount.amountCents])).toEqual([['HST', 741]]); // 13 % of 56.99
    expect(result.total.total.amountCents).toBe(4_900 + 799 + 741);
  });

  it('ships standard free from the threshold, charges express, and taxes nothing without a destination or for the US', () => {
    const big = { ...DIE_CUT_2IN_50, quantity: 100 };
    const free = orderTotal([big, big], priced, { method: 'standard', date: '2026-01-15' });
    expect(free.ok && [free.total.shipping.amountCents, free.total.taxLines.length]).toEqual([0, 0]);
    const express = orderTotal([big, big], priced, { method: 'express', destination: { country: 'US', region: 'NY' }, date: '2026-01-15' });
    expect(express.ok && [express.total.shipping.amountCents, express.total.tax.amountCents]).toEqual([3_499, 0]);
  });

  it('names the line a refused option is on', () => {
    const result = orderTotal([DIE_CUT_2IN_50, { ...DIE_CUT_2IN_50, quantity: 3 }], priced, { method: 'standard', date: '2026-01-15' });
    expect(result).toMatchObject({ ok: false, lineIndex: 1, error: { code: 'bad_quantity' } });
  });
});
