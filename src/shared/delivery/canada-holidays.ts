/**
 * Canada's statutory holidays, 2026–2028, as data: the shop counts production and delivery in
 * business days and skips these. `provinces` is empty for the federal holidays (the Canada Labour
 * Code's, which the carriers and the post keep everywhere); a province-specific one names its
 * provinces and is kept for reference only (`nationalHolidayDates` leaves it out).
 *
 * `date` is the day itself; `observed` is the weekday taken off when it falls on a weekend (the next
 * working day, as the Code gives it; Christmas and Boxing Day on a weekend push each other on).
 * Add the next year's dates before 2028 ends: past the list only weekends are skipped.
 */
export interface CanadaHoliday {
  date: string;
  observed?: string;
  name: string;
  /** Province and territory codes where only they keep it; empty for a federal holiday. */
  provinces: readonly string[];
}

const FEDERAL: readonly string[] = [];

export const CANADA_HOLIDAYS: readonly CanadaHoliday[] = [
  // 2026
  { date: '2026-01-01', name: "New Year's Day", provinces: FEDERAL },
  { date: '2026-02-16', name: 'Family Day', provinces: ['AB', 'BC', 'NB', 'ON', 'SK'] },
  { date: '2026-04-03', name: 'Good Friday', provinces: FEDERAL },
  { date: '2026-04-06', name: 'Easter Monday', provinces: ['QC'] },
  { date: '2026-05-18', name: 'Victoria Day', provinces: FEDERAL },
  { date: '2026-06-24', name: 'Saint-Jean-Baptiste Day', provinces: ['QC'] },
  { date: '2026-07-01', name: 'Canada Day', provinces: FEDERAL },
  { date: '2026-08-03', name: 'Civic Holiday', provinces: ['NT', 'NU'] },
  { date: '2026-08-17', name: 'Discovery Day', provinces: ['YT'] },
  { date: '2026-09-07', name: 'Labour Day', provinces: FEDERAL },
  { date: '2026-09-30', name: 'National Day for Truth and Reconciliation', provinces: FEDERAL },
  { date: '2026-10-12', name: 'Thanksgiving', provinces: FEDERAL },
  { date: '2026-11-11', name: 'Remembrance Day', provinces: FEDERAL },
  { date: '2026-12-25', name: 'Christmas Day', provinces: FEDERAL },
  { date: '2026-12-26', observed: '2026-12-28', name: 'Boxing Day', provinces: FEDERAL },
  // 2027
  { date: '2027-01-01', name: "New Year's Day", provinces: FEDERAL },
  { date: '2027-02-15', name: 'Family Day', provinces: ['AB', 'BC', 'NB', 'ON', 'SK'] },
  { date: '2027-03-26', name: 'Good Friday', provinces: FEDERAL },
  { date: '2027-03-29', name: 'Easter Monday', provinces: ['QC'] },
  { date: '2027-05-24', name: 'Victoria Day', provinces: FEDERAL },
  { date: '2027-06-24', name: 'Saint-Jean-Baptiste Day', provinces: ['QC'] },
  { date: '2027-07-01', name: 'Canada Day', provinces: FEDERAL },
  { date: '2027-08-02', name: 'Civic Holiday', provinces: ['NT', 'NU'] },
  { date: '2027-08-16', name: 'Discovery Day', provinces: ['YT'] },
  { date: '2027-09-06', name: 'Labour Day', provinces: FEDERAL },
  { date: '2027-09-30', name: 'National Day for Truth and Reconciliation', provinces: FEDERAL },
  { date: '2027-10-11', name: 'Thanksgiving', provinces: FEDERAL },
  { date: '2027-11-11', name: 'Remembrance Day', provinces: FEDERAL },
  { date: '2027-12-25', observed: '2027-12-27', name: 'Christmas Day', provinces: FEDERAL },
  { date: '2027-12-26', observed: '2027-12-28', name: 'Boxing Day', provinces: FEDERAL },
  // 2028
  { date: '2028-01-01', observed: '2028-01-03', name: "New Year's Day", provinces: FEDERAL },
  { date: '2028-02-21', name: 'Family Day', provinces: ['AB', 'BC', 'NB', 'ON', 'SK'] },
  { date: '2028-04-14', name: 'Good Friday', provinces: FEDERAL },
  { date: '2028-04-17', name: 'Easter Monday', provinces: ['QC'] },
  { date: '2028-05-22', name: 'Victoria Day', provinces: FEDERAL },
  { date: '2028-06-24', name: 'Saint-Jean-Baptiste Day', provinces: ['QC'] },
  { date: '2028-07-01', observed: '2028-07-03', name: 'Canada Day', provinces: FEDERAL },
  { date: '2028-08-07', name: 'Civic Holiday', provinces: ['NT', 'NU'] },
  { date: '2028-08-21', name: 'Discovery Day', provinces: ['YT'] },
  { date: '2028-09-04', name: 'Labour Day', provinces: FEDERAL },
  { date: '2028-09-30', observed: '2028-10-02', name: 'National Day for Truth and Reconciliation', provinces: FEDERAL },
  { date: '2028-10-09', name: 'Thanksgiving', provinces: FEDERAL },
  { date: '2028-11-11', observed: '2028-11-13', name: 'Remembrance Day', provinces: FEDERAL },
  { date: '2028-12-25', name: 'Christmas Day', provinces: FEDERAL },
  { date: '2028-12-26', name: 'Boxing Day', provinces: FEDERAL },
];

/** The weekdays the whole country is off (the federal holidays, on their observed day). */
export const nationalHolidayDates: ReadonlySet<string> = new Set(CANADA_HOLIDAYS.filter((h) => h.provinces.length === 0).map((h) => h.observed ?? h.date));
