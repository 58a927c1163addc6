import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSchedules, jobs } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { enqueueJob } from '../../job-contracts/enqueue';
import type { JobType } from '../../job-contracts/job-type';

/** The SQL of the queue. Every function takes `now`, so tests move a clock instead of sleeping. */

export type JobRow = typeof jobs.$inferSelect;

/**
 * Takes up to `limit` due jobs of these names for `workerId`: queued ones whose time has come, and
 * running ones whose lease ran out (their worker died). `FOR UPDATE SKIP LOCKED` lets many workers
 * claim at once, each row going to exactly one of them.
 */
export async function claimJobs(db: Db, claim: { names: string[]; limit: number; workerId: string; leaseMs: number; now: Date }): Promise<JobRow[]> {
  if (claim.names.length === 0 || claim.limit <= 0) return [];
  const { now } = claim;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.name, claim.names), or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)))))
    .orderBy(jobs.runAt)
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: claim.workerId,
      lockedUntil: new Date(now.getTime() + claim.leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * A running job whose lease ran out on its last attempt is not taken again: it stays `failed`. Runs
 * before each claim.
 */
export async function failExpiredLastAttempts(db: Db, names: string[], now: Date): Promise<number> {
  if (names.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: sql`'the worker stopped during attempt ' || ${jobs.attempts} || ' (its lease expired)'`,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(and(inArray(jobs.name, names), eq(jobs.status, 'running'), lte(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The job is still this worker's, on this attempt (its lease may have run out and gone to another). */
const held = (job: Pick<JobRow, 'id' | 'attempts'>, workerId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts));

/** Extends the lease while the handler runs; false when the job is no longer this worker's. */
export async function renewLease(db: Db, job: Pick<JobRow, 'id' | 'attempts'>, workerId: string, until: Date, now: Date): Promise<boolean> {
  const rows = await db.update(jobs).set({ lockedUntil: until, updatedAt: now }).where(held(job, workerId)).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Gives the job back at once, for any instance to take now (a stopping worker's job it will not
 * finish). The attempt is given back too: the job did not fail, its worker went away.
 */
export async function releaseJob(db: Db, job: Pick<JobRow, 'id' | 'attempts'>, workerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', runAt: now, attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(held(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function completeJob(db: Db, job: Pick<JobRow, 'id' | 'attempts'>, workerId: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'succeeded', lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now }).where(held(job, workerId));
}

/** Records a failed attempt: queued again at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function failJobAttempt(db: Db, job: Pick<JobRow, 'id' | 'attempts'>, workerId: string, failure: { error: string; retryAt: Date | null; now: Date }): Promise<void> {
  const { now } = failure;
  const outcome = failure.retryAt ? { status: 'queued' as const, runAt: failure.retryAt, finishedAt: null } : { status: 'failed' as const, finishedAt: now };
  await db
    .update(jobs)
    .set({ ...outcome, lastError: failure.error, lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(held(job, workerId));
}

/**
 * Creates a schedule, or brings its next run forward to `firstRunAt` (this instance's start plus its
 * first delay) — unless a run was enqueued less than an interval ago: then the next run stays one
 * interval after that one, so instances starting together (a deploy) do not each trigger a run.
 */
export async function upsertSchedule(db: Db, schedule: { name: string; intervalMs: number; firstRunAt: Date; now: Date }): Promise<void> {
  const { intervalMs, now } = schedule;
  const recentSince = new Date(now.getTime() - intervalMs).toISOString();
  const afterLastRun = sql`${jobSchedules.lastRunAt} + ${intervalMs} * interval '1 millisecond'`;
  await db
    .insert(jobSchedules)
    .values({ name: schedule.name, intervalMs, nextRunAt: schedule.firstRunAt, updatedAt: now })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        intervalMs,
        nextRunAt: sql`CASE WHEN ${jobSchedules.lastRunAt} > ${recentSince}::timestamptz THEN LEAST(${jobSchedules.nextRunAt}, ${afterLastRun}) ELSE LEAST(${jobSchedules.nextRunAt}, excluded.next_run_at) END`,
        updatedAt: now,
      },
    });
}

/**
 * Enqueues one run of each due schedule. The conditional UPDATE moves `next_run_at` on by its interval:
 * of several instances doing this at once, one gets the row back, the others (after waiting for its
 * row lock, under READ COMMITTED) find it no longer due. The run's singleton key is the schedule's
 * name, so a run still queued or running from an earlier period makes this one a no-op: runs never overlap.
 */
export async function enqueueDueSchedules(db: Db, types: { type: JobType<unknown>; payload: unknown }[], now: Date): Promise<string[]> {
  if (types.length === 0) return [];
  const byName = new Map(types.map((t) => [t.type.name, t]));
  return inTransaction(db, async (tx) => {
    const due = await tx
      .update(jobSchedules)
      .set({ nextRunAt: sql`${now.toISOString()}::timestamptz + ${jobSchedules.intervalMs} * interval '1 millisecond'`, lastRunAt: now, updatedAt: now })
      .where(and(inArray(jobSchedules.name, [...byName.keys()]), lte(jobSchedules.nextRunAt, now)))
      .returning({ name: jobSchedules.name });
    const enqueued: string[] = [];
    for (const { name } of due) {
      const scheduled = byName.get(name);
      if (scheduled && (await enqueueJob(tx, scheduled.type, scheduled.payload, { singletonKey: `schedule:${name}`, now }))) enqueued.push(name);
    }
    return enqueued;
  });
}
