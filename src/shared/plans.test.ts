import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, PLANS } from './plans';

describe('SPEC §9 plans as data', () => {
  it('has the prices, image credits, saved designs and free credits of the SPEC', () => {
    const table = Object.values(PLANS).map((p) => [p.id, p.price, p.maxImages, p.maxSavedDesigns, p.freeCredits]);
    expect(table).toEqual([
      ['free', 0, 0, 50, 40],
      ['bronze', 4.99, 250, 200, 40],
      ['silver', 7.99, 400, 350, 80],
      ['gold', 12.99, 600, 550, 120],
      ['platinum', 18.99, 1000, 1000, 160],
      ['admin', null, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 40],
    ]);
  });
  it('has the three credit packs', () => {
    expect(CREDIT_PACKS.map((p) => [p.credits, p.price])).toEqual([
      [155, 3.99],
      [250, 6.99],
      [400, 9.99],
    ]);
  });
});
