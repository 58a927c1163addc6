/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the queue stops: a long handler may finish early (it runs again later if it throws). */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;
