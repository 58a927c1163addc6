import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The durable job queue (jobs/queue/, decision 22): background work that survives a restart. */

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * One piece of background work. A worker claims a due `queued` row (or a `running` one whose lease
 * ran out: its worker died) with `FOR UPDATE SKIP LOCKED`, runs the handler registered under `name`,
 * then marks it `succeeded`, puts it back to `queued` later (backoff), or `failed` for good with its
 * error once `max_attempts` are spent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the job may next run (later than now after a failure: the backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** The worker running it, and until when it holds it (renewed while the handler runs). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * What a job that a request waits for hands back (a render asked for by a request, run on a worker):
     * written by its handler before it completes, read by the waiting request (job-contracts/job-result.ts).
     */
    result: jsonb('result').$type<unknown>(),
    /** At most one queued-or-running job per key (a schedule's runs never overlap; dedupe of enqueues). */
    singletonKey: text('singleton_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_status_updated_idx').on(t.status, t.updatedAt),
    uniqueIndex('jobs_singleton_active_uq').on(t.singletonKey).where(sql`${t.status} IN ('queued', 'running')`),
    check('jobs_status_check', sql`${t.status} IN ('queued', 'running', 'succeeded', 'failed')`),
  ],
);

/**
 * A recurring job: every `interval_ms`, whichever instance first moves `next_run_at` forward (one
 * conditional UPDATE) enqueues one run and notes it in `last_run_at`.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  intervalMs: integer('interval_ms').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
