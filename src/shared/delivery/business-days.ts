import { nationalHolidayDates } from './canada-holidays';

/**
 * Business-day arithmetic on calendar dates ("YYYY-MM-DD", no time of day and no time zone, so a
 * date never shifts by a day on a server in another zone). A business day is a weekday that is not
 * a national statutory holiday (canada-holidays.ts).
 */

/** The shop's own day: an order paid at 23:00 in Toronto is that day's order, whatever the server's zone. */
export const SHOP_TIME_ZONE = 'America/Toronto';

export type IsoDate = string;

/** The calendar date of an instant in the shop's time zone. */
export function shopDateOf(instant: Date): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

const asUtcNoon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);
const isoOf = (d: Date): IsoDate => d.toISOString().slice(0, 10);

export function isBusinessDay(date: IsoDate, holidays: ReadonlySet<string> = nationalHolidayDates): boolean {
  const weekday = asUtcNoon(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The date `days` business days after `date` (the start day itself never counts; 0 gives the start day back). */
export function addBusinessDays(date: IsoDate, days: number, holidays: ReadonlySet<string> = nationalHolidayDates): IsoDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`addBusinessDays: ${days} is not a whole number of days`);
  const day = asUtcNoon(date);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isBusinessDay(isoOf(day), holidays)) left--;
  }
  return isoOf(day);
}

/** "Tuesday, July 7" / "7月7日星期二": a date as the customer reads it (no year shift: it is a plain date). */
export function formatDeliveryDate(date: IsoDate, locale: string): string {
  return asUtcNoon(date).toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
