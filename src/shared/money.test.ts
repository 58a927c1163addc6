import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMoney,
  type Money,
  MoneyError,
  money,
  moneyEquals,
  moneyToDecimalString,
  multiplyMoney,
  parseMoney,
  percentOfMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from './money';

const cad = (cents: number) => money(cents, 'CAD');
/** A currency the type does not allow yet, to prove mixing is refused at run time too. */
const usd = (cents: number) => ({ amountCents: cents, currency: 'USD' }) as unknown as Money;
const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('money is whole cents with a currency', () => {
  it('refuses fractions of a cent, NaN, infinities and unsafe integers', () => {
    for (const bad of [4.99, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => cad(bad)).toThrow(MoneyError);
    }
    expect(cad(499)).toEqual({ amountCents: 499, currency: 'CAD' });
  });

  it('refuses an unsupported currency', () => {
    expect(() => money(1, 'USD' as never)).toThrow('Unsupported currency USD');
  });

  it('keeps no negative zero', () => {
    expect(Object.is(cad(-0).amountCents, 0)).toBe(true);
    expect(Object.is(multiplyMoney(cad(0), -3).amountCents, 0)).toBe(true);
  });
});

describe('arithmetic', () => {
  it('adds the cents exactly where float dollars would not (0.10 + 0.20)', () => {
    expect(addMoney(cad(10), cad(20))).toEqual(cad(30));
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('is exact and order-free for any amounts (sum, add, subtract)', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 20 }), (list) => {
        const items = list.map(cad);
        const total = sumMoney(items, 'CAD');
        expect(total.amountCents).toBe(list.reduce((a, b) => a + b, 0));
        expect(sumMoney([...items].reverse(), 'CAD')).toEqual(total);
        for (const item of items) expect(addMoney(subtractMoney(total, item), item)).toEqual(total);
      }),
    );
  });

  it('sums an empty list to zero in the given currency', () => {
    expect(sumMoney([], 'CAD')).toEqual(zeroMoney('CAD'));
  });

  it('refuses to combine two currencies', () => {
    expect(() => addMoney(cad(1), usd(1))).toThrow('Cannot combine CAD with USD');
    expect(() => subtractMoney(cad(1), usd(1))).toThrow(MoneyError);
    expect(() => compareMoney(cad(1), usd(1))).toThrow(MoneyError);
    expect(() => sumMoney([cad(1), usd(1)], 'CAD')).toThrow(MoneyError);
  });

  it('multiplies by whole quantities only, and refuses an overflow', () => {
    expect(multiplyMoney(cad(399), 3)).toEqual(cad(1197));
    expect(() => multiplyMoney(cad(399), 1.5)).toThrow(MoneyError);
    expect(() => multiplyMoney(cad(Number.MAX_SAFE_INTEGER), 2)).toThrow(MoneyError);
    expect(() => addMoney(cad(Number.MAX_SAFE_INTEGER), cad(1))).toThrow(MoneyError);
  });

  it('takes a percentage in basis points, rounding halves away from zero', () => {
    expect(percentOfMoney(cad(1000), 1300)).toEqual(cad(130)); // 13 % of 10.00
    expect(percentOfMoney(cad(999), 500)).toEqual(cad(50)); // 49.95 -> 50
    expect(percentOfMoney(cad(-999), 500)).toEqual(cad(-50));
    expect(percentOfMoney(cad(1), 4999)).toEqual(cad(0));
    expect(percentOfMoney(cad(1), 5000)).toEqual(cad(1));
    expect(() => percentOfMoney(cad(100), 12.5)).toThrow(MoneyError);
  });

  it('a percentage is never more than half a cent off the exact share', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100_000 }), (amount, bp) => {
        const exact = (amount * bp) / 10_000;
        expect(Math.abs(percentOfMoney(cad(amount), bp).amountCents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('compares and tests equality', () => {
    expect(compareMoney(cad(1), cad(2))).toBe(-1);
    expect(compareMoney(cad(2), cad(2))).toBe(0);
    expect(compareMoney(cad(3), cad(2))).toBe(1);
    expect(moneyEquals(cad(2), cad(2))).toBe(true);
    expect(moneyEquals(cad(2), usd(2))).toBe(false);
  });
});

describe('decimal strings', () => {
  it('parses exact decimals without floats', () => {
    expect(parseMoney('4.99', 'CAD')).toEqual(cad(499));
    expect(parseMoney('12', 'CAD')).toEqual(cad(1200));
    expect(parseMoney('0.5', 'CAD')).toEqual(cad(50));
    expect(parseMoney(' -3.10 ', 'CAD')).toEqual(cad(-310));
    expect(parseMoney('1.15', 'CAD')).toEqual(cad(115)); // 1.15 * 100 is 114.99999999999999 in floats
  });

  it('refuses more than 2 decimals and anything that is not a decimal', () => {
    for (const bad of ['1.005', '', '.5', '1.', '1,5', '1e3', 'CAD 1', '--1']) {
      expect(() => parseMoney(bad, 'CAD'), bad).toThrow(MoneyError);
    }
  });

  it('writes the exact decimal back, and reads it again to the same cents', () => {
    expect(moneyToDecimalString(cad(499))).toBe('4.99');
    expect(moneyToDecimalString(cad(-50))).toBe('-0.50');
    expect(moneyToDecimalString(cad(0))).toBe('0.00');
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseMoney(moneyToDecimalString(cad(amount)), 'CAD')).toEqual(cad(amount));
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows the currency of the value in English and Chinese', () => {
    // Intl puts a no-break space between the code and the number.
    expect(formatMoney(cad(499), 'en-CA')).toBe('CAD\u00a04.99');
    expect(formatMoney(cad(123456789), 'en-CA')).toBe('CAD\u00a01,234,567.89');
    expect(formatMoney(cad(0), 'en-CA')).toBe('CAD\u00a00.00');
    expect(formatMoney(cad(1899), 'zh-CN')).toMatch(/^CAD\s?18\.99$/);
  });

  it('takes the currency from the value, not from a constant', () => {
    // Node's Intl knows every ISO code, so a future currency is formatted with its own code.
    expect(formatMoney(usd(250), 'en-CA')).toMatch(/^USD\s?2\.50$/);
  });
});
