import type { Server } from 'node:http';
import type { JobQueue } from './jobs/queue/queue';
import { componentLog, type EventLog } from './log/logger';
import { markDraining } from './routes/health';

/** Bounds of a graceful stop; together they stay under the process manager's stop timeout (15 s). */
export const SHUTDOWN_LIMITS = {
  /** In-flight requests get this long to finish before their connections are cut. */
  requestsMs: 8000,
  /** Running jobs get this long before they are given back to the queue for another instance. */
  jobsMs: 5000,
  /** Past this the process exits 1 whatever is left. */
  forceMs: 10_000,
};

export interface ShutdownParts {
  /** The HTTP server, when this process serves (roles `all` and `web`). */
  http: Server | null;
  /** The job queues, when this process runs jobs (roles `all` and `worker`). */
  jobs: Pick<JobQueue, 'stop'> | null;
  /** After SIGTERM, keep accepting this long (readiness already 503) so the load balancer sees it go. */
  delayMs: number;
  /** Closes mail, storage and the database pool. */
  close(): Promise<void>;
  log?: EventLog;
}

/**
 * A graceful stop (a rolling restart's half): readiness turns 503 at once; after `delayMs` the server
 * stops accepting and closes idle keep-alive connections (busy ones close after their answer, which
 * carries `Connection: close`); in-flight requests and running jobs finish within their bounds, jobs
 * still running are released for another instance; then the pools close.
 */
export async function shutDown(parts: ShutdownParts): Promise<void> {
  const log = parts.log ?? componentLog('server');
  markDraining();
  const force = setTimeout(() => {
    log.error({ afterMs: SHUTDOWN_LIMITS.forceMs + parts.delayMs }, `forced exit after ${SHUTDOWN_LIMITS.forceMs / 1000} s`);
    process.exit(1);
  }, SHUTDOWN_LIMITS.forceMs + parts.delayMs);
  force.unref();
  await Promise.all([parts.jobs?.stop({ graceMs: SHUTDOWN_LIMITS.jobsMs }), parts.http && stopServing(parts.http, parts.delayMs)]);
  await parts.close();
}

async function stopServing(http: Server, delayMs: number): Promise<void> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  // A keep-alive connection whose answer lacked `Connection: close` goes idle after it: closed then too.
  http.closeIdleConnections();
  const sweep = setInterval(() => http.closeIdleConnections(), 100);
  const cut = setTimeout(() => http.closeAllConnections(), SHUTDOWN_LIMITS.requestsMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(cut);
}
