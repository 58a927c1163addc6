import type { EventLog } from '../../log/logger';

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the queue stops: a long handler may finish early (it runs again later if it throws). */
  signal: AbortSignal;
  /** The job's log: each line carries `component: "jobs"`, the job's `job` name and `jobId`. */
  log: EventLog;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

/**
 * Thrown by a handler when running it again cannot help (the input itself cannot be processed): the
 * job fails at once, with this message as its error, instead of being retried.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
