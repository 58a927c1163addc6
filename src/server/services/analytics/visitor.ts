import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsSalts, type DeviceClass } from '../../db/schema';
import { rowsOf } from '../security/rate-counter';
import { addMs, DAY_MS, startOfUtcDay, utcDay } from './time';

/**
 * Who a visitor is, without a cookie or an address (decision 41, as Plausible and Umami do): a hash of
 * the day's random salt, the site, the address and the user agent. The salt is made the first time it
 * is needed each UTC day and deleted after two days (`deleteOldSalts`), so yesterday's hashes can never
 * be recomputed or linked to today's.
 */

const cache = new Map<string, string>();

/** The salt of `now`'s UTC day, made once per day across instances (the first insert wins). */
export async function saltOfDay(db: Db, now: Date): Promise<string> {
  const day = utcDay(now);
  const cached = cache.get(day);
  if (cached) return cached;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = rowsOf(await db.execute(sql`SELECT salt FROM analytics_salts WHERE day = ${day}::date`));
  const salt = String(row.salt);
  if (cache.size > 4) cache.clear();
  cache.set(day, salt);
  return salt;
}

/** The visitor's id for today: 32 hex characters, unrelated to the address once the salt is gone. */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** The rate limiter's key for an address: hashed with the day's salt too, so no address is stored. */
export function addressKey(salt: string, ip: string): string {
  return `analytics:${createHash('sha256').update(`${salt}\n${ip}`).digest('hex').slice(0, 24)}`;
}

/** Salts of days before yesterday are deleted: visitors' hashes from then can no longer be made. */
export async function deleteOldSalts(db: Db, now: Date): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, utcDay(addMs(startOfUtcDay(now), -DAY_MS))));
  cache.clear();
}

/** Only the class of the window's width is kept. */
export function deviceOf(screenWidth: number | undefined): DeviceClass | null {
  if (screenWidth === undefined || screenWidth <= 0) return null;
  if (screenWidth < 768) return 'phone';
  if (screenWidth < 1100) return 'tablet';
  return 'desktop';
}

/** The referring site's host name, or null for this site, no referrer, or something unreadable. */
export function referrerHost(referrer: string | undefined, site: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer.includes('://') ? referrer : `https://${referrer}`).hostname.toLowerCase();
    return host && host !== site.split(':')[0].toLowerCase() ? host.slice(0, 253) : null;
  } catch {
    return null;
  }
}
