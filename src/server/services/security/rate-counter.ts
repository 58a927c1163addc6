import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A fixed-window counter kept in the database (so every instance shares it). One atomic upsert:
 * returns the count in the current window including this hit.
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<number> {
  const windowStart = new Date(Date.now() - windowMs);
  const result = await db.execute(sql`
    INSERT INTO rate_counters (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_counters.window_start < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE rate_counters.count + 1 END,
      window_start = CASE WHEN rate_counters.window_start < ${windowStart.toISOString()}::timestamptz THEN now() ELSE rate_counters.window_start END
    RETURNING count`);
  return Number(rowsOf(result)[0]?.count ?? 1);
}

/** Gives one hit back (an attempt counted in advance that turned out not to count). */
export async function releaseCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_counters SET count = greatest(count - 1, 0) WHERE key = ${key}`);
}

export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`);
}

/** node-postgres returns { rows }, PGlite returns { rows } too; keep the access in one place. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
