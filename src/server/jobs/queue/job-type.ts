import type { z } from 'zod';

/**
 * A kind of background job: its name (the `jobs.name` column) and the zod schema of its payload, so
 * enqueuing and handling are typed and a payload is checked on both sides. Declare one per job next to
 * the code it runs; anything that enqueues it imports only this.
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

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the queue stops: a long handler may finish early (it runs again later if it throws). */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;
