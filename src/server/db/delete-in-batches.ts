import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

export interface BatchDelete {
  /** Table and key column (trusted names from our own code, never user input). */
  table: string;
  key: string;
  /** Rows whose `timeColumn` is before `before` go. */
  timeColumn: string;
  before: Date;
  /** Rows per DELETE (SPEC §7: 500 for analytics). */
  batchSize: number;
  /** A further condition, starting with AND. */
  extra?: SQL;
}

/**
 * Deletes old rows in batches, each one DELETE of the keys just read (SPEC §7's "bulk-deleted in
 * batches"), so no statement holds locks on a whole table or builds one huge transaction; a crash
 * midway leaves only whole batches done, and the next run goes on. Returns how many rows went.
 */
export async function deleteInBatches(db: Db, { table, key, timeColumn, before, batchSize, extra = sql`` }: BatchDelete): Promise<number> {
  const t = sql.raw(table);
  const k = sql.raw(key);
  const time = sql.raw(timeColumn);
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
        DELETE FROM ${t} WHERE ${k} IN (SELECT ${k} FROM ${t} WHERE ${time} < ${before.toISOString()}::timestamptz ${extra} LIMIT ${batchSize})
        RETURNING ${k}`);
    // PGlite and node-postgres both answer `{ rows }`.
    const count = (result as { rows?: unknown[] }).rows?.length ?? 0;
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
