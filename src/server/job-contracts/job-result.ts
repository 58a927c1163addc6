import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { DomainError, type DomainErrorKind } from '../domain/errors';

/**
 * A job a request waits for (a render asked for by a shopper or an admin, run by a worker process): the
 * handler records what it made, or the domain error that refused it, in `jobs.result`; the request reads
 * it from the row. A domain error travels as data and is thrown again on the request's side, so the
 * client gets the same code and message as when the render ran in the serving process.
 */
export type JobOutcome<T> = { ok: true; value: T } | { ok: false; error: { kind: DomainErrorKind; code: string; message: string; details?: unknown } };

/** The handler's side: runs `work` and records (and answers) its value or its domain error; any other error is the job's failure. */
export async function recordJobOutcome<T>(db: Db, jobId: string, work: () => Promise<T>): Promise<JobOutcome<T>> {
  let outcome: JobOutcome<T>;
  try {
    outcome = { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = { ok: false, error: { kind: error.kind, code: error.code, message: error.message, details: error.details } };
  }
  await db.update(jobs).set({ result: outcome }).where(eq(jobs.id, jobId));
  return outcome;
}

/** The first poll's delay; each next one waits twice as long, up to POLL_MAX_MS (a short render is seen at once, a long one costs few reads). */
const POLL_FIRST_MS = 50;
const POLL_MAX_MS = 500;

/**
 * The request's side: waits for the job to finish, at most `timeoutMs`. Answers its value, throws its
 * domain error again, throws when the job failed for good, or answers `null` when the wait ran out (the
 * job may still run). `forget`: the finished job's row is deleted once read (a proof's row holds the
 * whole design and the picture, and nothing else needs it).
 */
export async function awaitJobOutcome<T>(db: Db, jobId: string, timeoutMs: number, how: { forget?: boolean } = {}): Promise<{ value: T } | null> {
  const until = Date.now() + timeoutMs;
  let delay = POLL_FIRST_MS;
  for (;;) {
    const [row] = await db.select({ status: jobs.status, result: jobs.result, lastError: jobs.lastError }).from(jobs).where(eq(jobs.id, jobId));
    if (!row) throw new Error(`job ${jobId} is gone`);
    if (row.status === 'succeeded') {
      const outcome = row.result as JobOutcome<T>;
      if (how.forget) await db.delete(jobs).where(eq(jobs.id, jobId));
      if (outcome.ok) return { value: outcome.value };
      const { kind, code, message, details } = outcome.error;
      throw new DomainError(kind, code, message, details);
    }
    if (row.status === 'failed') throw new Error(`job ${jobId} failed: ${row.lastError ?? 'no error recorded'}`);
    const left = until - Date.now();
    if (left <= 0) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)));
    delay = Math.min(delay * 2, POLL_MAX_MS);
  }
}

/** Takes back a job nobody waits for any more, if no worker has started it (true when it was withdrawn). */
export async function withdrawQueuedJob(db: Db, jobId: string): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The id of the queued or running job holding this singleton key (a request joining one already asked for). */
export async function activeJobWithKey(db: Db, singletonKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.singletonKey, singletonKey), inArray(jobs.status, ['queued', 'running'])));
  return row?.id ?? null;
}
