import { describe, expect, it } from 'vitest';
import { money } from '../money';
import { CANADIAN_PROVINCES } from '../regions';
import { CANADIAN_TAX_RATES } from './canada-rates';
import { canadianSalesTax, formatTaxRate, regimeOn, salesTax, TaxError } from './tax';

const cad = (cents: number) => money(cents, 'CAD');
const TODAY = '2026-01-15';
/** [kind, rate %, tax on CA$100.00 in cents] for each line. */
type Expected = [string, number, number][];

const summary = (province: (typeof CANADIAN_PROVINCES)[number], date: string, amount = 10_000) =>
  canadianSalesTax(province, cad(amount), date).map((l): Expected[number] => [l.kind, l.ratePer100k / 1_000, l.amount.amountCents]);

describe('Canadian sales tax in 2026, every province and territory', () => {
  const expected: Record<(typeof CANADIAN_PROVINCES)[number], Expected> = {
    AB: [['GST', 5, 500]],
    BC: [
      ['GST', 5, 500],
      ['PST', 7, 700],
    ],
    MB: [
      ['GST', 5, 500],
      ['RST', 7, 700],
    ],
    NB: [['HST', 15, 1_500]],
    NL: [['HST', 15, 1_500]],
    NS: [['HST', 14, 1_400]],
    NT: [['GST', 5, 500]],
    NU: [['GST', 5, 500]],
    ON: [['HST', 13, 1_300]],
    PE: [['HST', 15, 1_500]],
    QC: [
      ['GST', 5, 500],
      ['QST', 9.975, 998],
    ],
    SK: [
      ['GST', 5, 500],
      ['PST', 6, 600],
    ],
    YT: [['GST', 5, 500]],
  };
  for (const province of CANADIAN_PROVINCES) {
    it(province, () => expect(summary(province, TODAY)).toEqual(expected[province]));
  }

  it('names the levying jurisdiction: the GST is federal', () => {
    expect(canadianSalesTax('QC', cad(10_000), TODAY).map((l) => l.jurisdiction)).toEqual(['CA', 'QC']);
    expect(canadianSalesTax('ON', cad(10_000), TODAY)[0].jurisdiction).toBe('ON');
  });
});

describe('effective dates', () => {
  const changes: [(typeof CANADIAN_PROVINCES)[number], string, string, Expected, Expected][] = [
    ['NS', '2025-03-31', '2025-04-01', [['HST', 15, 1_500]], [['HST', 14, 1_400]]],
    ['NB', '2016-06-30', '2016-07-01', [['HST', 13, 1_300]], [['HST', 15, 1_500]]],
    ['NL', '2016-06-30', '2016-07-01', [['HST', 13, 1_300]], [['HST', 15, 1_500]]],
    ['PE', '2016-09-30', '2016-10-01', [['HST', 14, 1_400]], [['HST', 15, 1_500]]],
    [
      'SK',
      '2017-03-22',
      '2017-03-23',
      [
        ['GST', 5, 500],
        ['PST', 5, 500],
      ],
      [
        ['GST', 5, 500],
        ['PST', 6, 600],
      ],
    ],
    [
      'MB',
      '2013-06-30',
      '2013-07-01',
      [
        ['GST', 5, 500],
        ['RST', 7, 700],
      ],
      [
        ['GST', 5, 500],
        ['RST', 8, 800],
      ],
    ],
    [
      'MB',
      '2019-06-30',
      '2019-07-01',
      [
        ['GST', 5, 500],
        ['RST', 8, 800],
      ],
      [
        ['GST', 5, 500],
        ['RST', 7, 700],
      ],
    ],
  ];
  for (const [province, before, from, old, current] of changes) {
    it(`${province} changes on ${from}`, () => {
      expect(summary(province, before)).toEqual(old);
      expect(summary(province, from)).toEqual(current);
    });
  }

  it('reads a Date as its UTC day', () => {
    expect(regimeOn('NS', new Date('2025-03-31T23:59:59Z')).lines[0].ratePer100k).toBe(15_000);
    expect(regimeOn('NS', new Date('2025-04-01T00:00:00Z')).lines[0].ratePer100k).toBe(14_000);
  });

  it('refuses dates before the history and malformed dates', () => {
    expect(() => canadianSalesTax('ON', cad(100), '2013-03-31')).toThrow(TaxError);
    expect(() => canadianSalesTax('ON', cad(100), '31/03/2026')).toThrow(/YYYY-MM-DD/);
    expect(() => canadianSalesTax('ON', cad(100), new Date(Number.NaN))).toThrow(TaxError);
  });

  it('keeps every province history in date order, each regime with lines', () => {
    for (const regimes of Object.values(CANADIAN_TAX_RATES)) {
      expect(regimes.map((r) => r.from)).toEqual([...regimes.map((r) => r.from)].sort());
      for (const regime of regimes) expect(regime.lines.length).toBeGreaterThan(0);
    }
  });
});

describe('rounding and other destinations', () => {
  it('rounds each line to the nearest cent, halves up', () => {
    // 9.975 % of 10.10 = 1.007475 → 1.01; 5 % of 0.10 = 0.005 → 0.01
    expect(summary('QC', TODAY, 1_010)).toEqual([
      ['GST', 5, 51],
      ['QST', 9.975, 101],
    ]);
    expect(summary('AB', TODAY, 10)).toEqual([['GST', 5, 1]]);
    expect(summary('ON', TODAY, 0)).toEqual([['HST', 13, 0]]);
  });

  it('refuses an unknown province and a negative amount', () => {
    expect(() => canadianSalesTax('XX' as never, cad(100), TODAY)).toThrow(/Unknown province/);
    expect(() => canadianSalesTax('ON', cad(-100), TODAY)).toThrow(TaxError);
  });

  it('collects no US tax unless the state is configured', () => {
    expect(salesTax({ country: 'US', region: 'NY' }, cad(10_000), TODAY)).toEqual([]);
    expect(salesTax({ country: 'US', region: 'NY' }, cad(10_000), TODAY, { NY: 8_875 })).toEqual([
      { kind: 'US_SALES_TAX', jurisdiction: 'NY', ratePer100k: 8_875, amount: cad(888) },
    ]);
    expect(salesTax({ country: 'CA', region: 'BC' }, cad(10_000), TODAY)).toHaveLength(2);
    expect(() => salesTax({ country: 'US', region: 'ZZ' as never }, cad(1), TODAY)).toThrow(/Unknown state/);
  });

  it('formats rates', () => {
    expect(formatTaxRate(9_975)).toBe('9.975%');
    expect(formatTaxRate(13_000)).toBe('13%');
    expect(formatTaxRate(8_875)).toBe('8.875%');
  });
});
