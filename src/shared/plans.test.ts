import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, PLAN_CURRENCY, PLANS } from './plans';

describe('SPEC §9 plans as data', () => {
  it('has the prices (in cents), image credits, saved designs and free credits of the SPEC', () => {
    const table = Object.values(PLANS).map((p) => [p.id, p.price?.amountCents ?? null, p.maxImages, p.maxSavedDesigns, p.freeCredits]);
    expect(table).toEqual([
      ['free', 0, 0, 50, 40],
      ['bronze', 499, 250, 200, 40],
      ['silver', 799, 400, 350, 80],
      ['gold', 1299, 600, 550, 120],
      ['platinum', 1899, 1000, 1000, 160],
      ['admin', null, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 40],
    ]);
  });
  it('has the three credit packs', () => {
    expect(CREDIT_PACKS.map((p) => [p.credits, p.price.amountCents])).toEqual([
      [155, 399],
      [250, 699],
      [400, 999],
    ]);
  });
  it('prices every plan and pack in whole cents of CAD', () => {
    const prices = [...Object.values(PLANS).map((p) => p.price), ...CREDIT_PACKS.map((p) => p.price)].filter((p) => p !== null);
    expect(prices).toHaveLength(8);
    for (const price of prices) {
      expect(Number.isInteger(price.amountCents)).toBe(true);
      expect(price.currency).toBe(PLAN_CURRENCY);
    }
    expect(PLAN_CURRENCY).toBe('CAD');
  });
});
