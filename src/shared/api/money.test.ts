import { describe, expect, it } from 'vitest';
import { moneySchema, nonNegativeMoneySchema } from './money';

describe('moneySchema (API contract)', () => {
  it('accepts whole cents with a supported currency', () => {
    expect(moneySchema.parse({ amountCents: 499, currency: 'CAD' })).toEqual({ amountCents: 499, currency: 'CAD' });
    expect(moneySchema.parse({ amountCents: -50, currency: 'CAD' }).amountCents).toBe(-50);
  });

  it('refuses float dollars, unknown currencies, missing or extra fields', () => {
    for (const bad of [
      { amountCents: 4.99, currency: 'CAD' },
      { amountCents: '499', currency: 'CAD' },
      { amountCents: 2 ** 53, currency: 'CAD' },
      { amountCents: 499, currency: 'XYZ' },
      { amountCents: 499, currency: 'cad' },
      { amountCents: 499 },
      { price: 4.99, currency: 'CAD' },
      { amountCents: 499, currency: 'CAD', amount: 4.99 },
    ]) {
      expect(moneySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('nonNegativeMoneySchema refuses a negative price', () => {
    expect(nonNegativeMoneySchema.safeParse({ amountCents: 0, currency: 'CAD' }).success).toBe(true);
    const refused = nonNegativeMoneySchema.safeParse({ amountCents: -1, currency: 'CAD' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].path).toEqual(['amountCents']);
  });
});
