import { type SQL, sql } from 'drizzle-orm';

/** Analytics counts by UTC hour and day (decision 41): one place that says so. */

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A timestamp parameter (ISO text cast in SQL, the same on PGlite and node-postgres). */
export const ts = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;

export const startOfUtcHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);
export const startOfUtcDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);
export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
/** YYYY-MM-DD of the UTC day. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
