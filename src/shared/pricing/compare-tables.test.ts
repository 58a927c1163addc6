import { describe, expect, it } from 'vitest';
import { compareTables, SAMPLE_LINES } from './compare-tables';
import { DEFAULT_PRICE_TABLE } from './default-price-table';
import type { PriceTable } from './price-table';

const withDieCutMultiplier = (multiplierBp: number): PriceTable => ({
  ...DEFAULT_PRICE_TABLE,
  products: { ...DEFAULT_PRICE_TABLE.products, 'die-cut': { ...DEFAULT_PRICE_TABLE.products['die-cut'], multiplierBp } },
});

describe('compareTables', () => {
  it('covers die-cuts of 2, 3 and 4 in at 50 to 1,000 and one line of every other product', () => {
    const dieCuts = SAMPLE_LINES.filter((s) => s.product === 'die-cut');
    expect(dieCuts.map((s) => `${s.widthIn}x${s.quantity}`)).toEqual(['2x50', '2x100', '2x500', '2x1000', '3x50', '3x100', '3x500', '3x1000', '4x50', '4x100', '4x500', '4x1000']);
    expect(new Set(SAMPLE_LINES.map((s) => s.product))).toEqual(new Set(['die-cut', 'kiss-cut', 'sticker-sheet', 'vinyl-decal', 'library-item']));
  });

  it('shows no change when the draft is the current table', () => {
    const { rows, draftError } = compareTables(DEFAULT_PRICE_TABLE, DEFAULT_PRICE_TABLE);
    expect(draftError).toBeNull();
    expect(rows).toHaveLength(SAMPLE_LINES.length);
    for (const row of rows) expect([row.changeCents, row.changePercent]).toEqual([0, 0]);
  });

  it('prices a changed multiplier as an amount and a percentage', () => {
    const { rows } = compareTables(DEFAULT_PRICE_TABLE, withDieCutMultiplier(11_000));
    const first = rows[0]; // 2 × 2 in die-cut, 50: CA$49 → ×1.1 = CA$53.90
    expect(first.current.ok && first.current.quote.line.amountCents).toBe(4_900);
    expect(first.draft.ok && first.draft.quote.line.amountCents).toBe(5_390);
    expect([first.changeCents, first.changePercent]).toEqual([490, 10]);
    // Other products keep their prices.
    const decal = rows.find((r) => r.sample.product === 'vinyl-decal');
    expect(decal?.changeCents).toBe(0);
  });

  it('rounds the percentage to one decimal and shows decreases as negative', () => {
    const { rows } = compareTables(DEFAULT_PRICE_TABLE, withDieCutMultiplier(9_333));
    expect(rows[0].changeCents).toBe(4_573 - 4_900);
    expect(rows[0].changePercent).toBe(-6.7);
  });

  it('reports the first sample the draft cannot price, with the quote error', () => {
    const draft: PriceTable = {
      ...DEFAULT_PRICE_TABLE,
      products: { ...DEFAULT_PRICE_TABLE.products, 'vinyl-decal': { ...DEFAULT_PRICE_TABLE.products['vinyl-decal'], shapes: ['rectangle'] } },
    };
    const { rows, draftError } = compareTables(DEFAULT_PRICE_TABLE, draft);
    expect(draftError?.sample.product).toBe('vinyl-decal');
    expect(draftError?.error.code).toBe('option_not_offered');
    const decal = rows.find((r) => r.sample.product === 'vinyl-decal');
    expect(decal?.changeCents).toBeNull();
    expect(decal?.changePercent).toBeNull();
  });
});
