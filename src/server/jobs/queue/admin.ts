import { and, desc, eq, getTableColumns, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { type JobStatus, jobs } from '../../db/schema';
import type { JobRow } from './store';

/** What the admin back office needs of the queue: see the jobs, give a failed one another round. */

/** Every column but `result` (what a finished render handed its request: not for a list). */
const { result: _result, ...listed } = getTableColumns(jobs);

export async function listJobs(db: Db, filter: { status?: JobStatus; name?: string; limit?: number } = {}): Promise<Omit<JobRow, 'result'>[]> {
  const conditions = [filter.status ? eq(jobs.status, filter.status) : undefined, filter.name ? eq(jobs.name, filter.name) : undefined];
  return db
    .select(listed)
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.updatedAt))
    .limit(filter.limit ?? 50);
}

/**
 * Queues a failed job again with all its attempts (its last error stays until the next outcome).
 * False when it is not failed, or another job with its singleton key is already queued or running.
 */
export async function retryJob(db: Db, id: string, now = new Date()): Promise<boolean> {
  const active = alias(jobs, 'active');
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.status, 'failed'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(active)
            .where(and(eq(active.singletonKey, jobs.singletonKey), sql`${active.status} IN ('queued', 'running')`)),
        ),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Finished jobs are kept a while to be looked at (failed ones longer), then deleted. */
export async function pruneFinishedJobs(db: Db, keep: { succeededMs: number; failedMs: number }, now = new Date()): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const succeeded = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'succeeded'), lt(jobs.finishedAt, before(keep.succeededMs))))
    .returning({ id: jobs.id });
  const failed = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, before(keep.failedMs))))
    .returning({ id: jobs.id });
  return succeeded.length + failed.length;
}

export async function getJob(db: Db, id: string): Promise<JobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}
