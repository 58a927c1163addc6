import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE } from './default-price-table';
import { basisPointsToPercent, centsToDollars, dollarsToCents, percentToBasisPoints } from './form-units';

describe("the admin price form's units", () => {
  it('turns dollars into whole cents and back', () => {
    expect(centsToDollars(4_900)).toBe(49);
    expect(centsToDollars(1_250)).toBe(12.5);
    expect(dollarsToCents(49)).toBe(4_900);
    expect(dollarsToCents('12.50')).toBe(1_250);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('refuses what is not an amount: negative, empty, not a number, a fraction of a cent', () => {
    for (const bad of [-1, '-0.01', '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, 12.345, '0.001']) expect(dollarsToCents(bad), String(bad)).toBeNull();
  });

  it('turns percentages of the base price into basis points and back', () => {
    expect(basisPointsToPercent(10_000)).toBe(100);
    expect(basisPointsToPercent(11_500)).toBe(115);
    expect(percentToBasisPoints(115)).toBe(11_500);
    expect(percentToBasisPoints('92.5')).toBe(9_250);
    expect(percentToBasisPoints(10)).toBe(1_000);
    expect(percentToBasisPoints(1000)).toBe(100_000);
  });

  it('refuses percentages outside what the table accepts (×0.1 to ×10) or finer than 0.01 %', () => {
    for (const bad of [-5, 0, 9.99, 1000.01, '', 'x', 50.005]) expect(percentToBasisPoints(bad), String(bad)).toBeNull();
  });

  it('round-trips every amount and multiplier of the built-in price table unchanged', () => {
    const t = DEFAULT_PRICE_TABLE;
    const amounts = [...t.basePricesCents.flat(), ...Object.values(t.shipping).flatMap((s) => [s.standardCents, s.expressCents, s.freeStandardFromCents ?? 0])];
    for (const cents of amounts) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    for (const cents of [0, 1, 7, 10, 99, 101, 12_345, 999_999_999]) expect(dollarsToCents(String(centsToDollars(cents)))).toBe(cents);
    const multipliers = [
      ...Object.values(t.products).map((p) => p.multiplierBp),
      ...Object.values(t.materials),
      ...Object.values(t.finishes),
      ...Object.values(t.shapes),
      ...Object.values(t.vinylColours),
    ];
    for (const bp of multipliers) expect(percentToBasisPoints(basisPointsToPercent(bp as number))).toBe(bp);
    for (let bp = 1_000; bp <= 100_000; bp += 37) expect(percentToBasisPoints(basisPointsToPercent(bp))).toBe(bp);
  });
});
