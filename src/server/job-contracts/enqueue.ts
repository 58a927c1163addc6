import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { JobType } from './job-type';

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** While a queued or running job has this key, enqueuing another with it does nothing. */
  singletonKey?: string;
  now?: Date;
}

const ACTIVE = sql`${jobs.status} IN ('queued', 'running')`;

/**
 * Adds a job; returns its id, or null when a job with the same singleton key is still queued or running.
 * Takes a Db or a transaction: enqueued in the caller's transaction, the job exists only if it commits.
 * Any instance's running queue picks it up within its poll interval.
 */
export async function enqueueJob<P>(db: Db, type: JobType<P>, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
  const now = options.now ?? new Date();
  const [row] = await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      name: type.name,
      payload: type.payload.parse(payload),
      maxAttempts: type.maxAttempts,
      runAt: options.runAt ?? now,
      singletonKey: options.singletonKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: jobs.singletonKey, where: ACTIVE })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
