import type { z } from 'zod';

/**
 * A kind of background job: its name (the `jobs.name` column) and the zod schema of its payload, so
 * enqueuing and handling are typed and a payload is checked on both sides.
 *
 * This folder is the jobs' contracts, below the services: a service enqueues a job by importing its
 * type from here and calling `enqueueJob` (enqueue.ts), never by importing src/server/jobs, which
 * holds the handlers (and they call the services). A job only the runner enqueues (a schedule) may
 * declare its type next to its handler.
 */
export interface JobType<P> {
  name: string;
  payload: z.ZodType<P>;
  /** Runs before it stays `failed` (the first run counts). */
  maxAttempts: number;
  /** The first retry waits about this long; each further one twice as long (jobs/queue/backoff.ts). */
  retryBaseMs: number;
}

export function jobType<P>(name: string, payload: z.ZodType<P>, options: { maxAttempts?: number; retryBaseMs?: number } = {}): JobType<P> {
  return { name, payload, maxAttempts: options.maxAttempts ?? 5, retryBaseMs: options.retryBaseMs ?? 10_000 };
}
