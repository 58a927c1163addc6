import { describe, expect, it } from 'vitest';
import { arrivesBy, DEFAULT_DELIVERY_TIMES } from './arrives-by';
import { addBusinessDays, isBusinessDay, shopDateOf } from './business-days';
import { CANADA_HOLIDAYS, nationalHolidayDates } from './canada-holidays';

describe('business days', () => {
  it('skips weekends', () => {
    // Friday 2026-03-06 + 1 → Monday 2026-03-09.
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09'); // from a Saturday
    expect(addBusinessDays('2026-03-02', 5)).toBe('2026-03-09'); // Monday + 5 → next Monday
    expect(addBusinessDays('2026-03-04', 0)).toBe('2026-03-04');
  });

  it('skips Christmas and Boxing Day, and their observed days when they fall on a weekend', () => {
    // 2026: Christmas Friday, Boxing Day Saturday (observed Monday 28th).
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-29');
    // 2027: Christmas Saturday (observed Monday 27th), Boxing Day Sunday (observed Tuesday 28th).
    expect(addBusinessDays('2027-12-24', 1)).toBe('2027-12-29');
    // 2028: Monday and Tuesday.
    expect(addBusinessDays('2028-12-22', 1)).toBe('2028-12-27');
  });

  it('takes Canada Day on a weekend on its observed Monday', () => {
    expect(isBusinessDay('2028-07-01')).toBe(false); // a Saturday anyway
    expect(isBusinessDay('2028-07-03')).toBe(false); // observed
    expect(addBusinessDays('2028-06-30', 1)).toBe('2028-07-04');
    // On a weekday it is the day itself.
    expect(addBusinessDays('2026-06-30', 1)).toBe('2026-07-02');
  });

  it('keeps province-specific holidays out of the national count', () => {
    expect(isBusinessDay('2026-02-16')).toBe(true); // Family Day: some provinces only
    expect(isBusinessDay('2026-06-24')).toBe(true); // Saint-Jean-Baptiste: Quebec
    expect(isBusinessDay('2026-04-03')).toBe(false); // Good Friday: national
  });

  it('lists every year 2026–2028 with observed days on weekdays', () => {
    for (const year of ['2026', '2027', '2028']) {
      expect(CANADA_HOLIDAYS.filter((h) => h.date.startsWith(year) && h.provinces.length === 0).map((h) => h.name)).toHaveLength(10);
    }
    for (const date of nationalHolidayDates) {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      expect(weekday, date).not.toBe(0);
      expect(weekday, date).not.toBe(6);
    }
  });

  it("counts in the shop's time zone", () => {
    // 02:00 UTC on 1 March is still 28 February in Toronto.
    expect(shopDateOf(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });
});

describe('arrivesBy', () => {
  it('adds production and the method’s transit days', () => {
    // Wednesday 2026-06-24 (Toronto): 3 production + 5 standard = 8 business days, skipping Canada Day.
    expect(arrivesBy(DEFAULT_DELIVERY_TIMES, 'standard', new Date('2026-06-24T15:00:00Z'))).toBe('2026-07-07');
    expect(arrivesBy(DEFAULT_DELIVERY_TIMES, 'express', new Date('2026-06-24T15:00:00Z'))).toBe('2026-07-02');
  });
});
