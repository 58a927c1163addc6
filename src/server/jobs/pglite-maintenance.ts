import { z } from 'zod';
import type { Database } from '../db/client';
import { jobType } from '../job-contracts/job-type';
import type { JobQueue } from './queue/queue';

export const PGLITE_MAINTENANCE_INTERVAL_MS = 15 * 60 * 1000;
export const PGLITE_MAINTENANCE_FIRST_RUN_MS = 60 * 1000;

export const pgliteMaintenanceJob = jobType('pglite.maintain', z.object({}), { maxAttempts: 1 });

/**
 * PGlite runs PostgreSQL in single-user mode, which has no autovacuum: without this, the planner keeps
 * the statistics of the empty tables it started with (with 1,000 designs the list was sorted in full
 * instead of read from its index: 5 ms instead of 0.3 ms), and rows updated on every auto-save leave
 * dead versions behind for good. `VACUUM (ANALYZE)` does what autovacuum does on PostgreSQL.
 * Returns how long it took, in milliseconds.
 */
export async function maintainPglite(database: Pick<Database, 'db' | 'kind'>): Promise<number> {
  if (database.kind !== 'pglite') return 0;
  const started = performance.now();
  await database.db.execute('VACUUM (ANALYZE)');
  return performance.now() - started;
}

/** A minute after start, then every 15 minutes; nothing on PostgreSQL, whose autovacuum does it. */
export function registerPgliteMaintenance(
  queue: JobQueue,
  database: Pick<Database, 'db' | 'kind'>,
  timing = { firstRunMs: PGLITE_MAINTENANCE_FIRST_RUN_MS, everyMs: PGLITE_MAINTENANCE_INTERVAL_MS },
) {
  if (database.kind !== 'pglite') return;
  queue
    .handle(pgliteMaintenanceJob, async (_payload, { log }) => {
      const ms = await maintainPglite(database);
      if (ms > 1000) log.info({ durationMs: Math.round(ms) }, 'PGlite vacuum and analyze were slow');
    })
    .schedule(pgliteMaintenanceJob, timing, {});
}
