import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { AppDeps } from './deps';
import type { JobQueue } from './jobs/queue/queue';
import { withMetricsEndpoint } from './observability/metrics-endpoint';
import { withHealthProbe } from './routes/health';

const notFound = (_request: Request) => new Response('Not found\n', { status: 404, headers: { 'cache-control': 'no-store', 'content-type': 'text/plain' } });

/**
 * A `worker` process serves no app, but its orchestrator needs probes: on WORKER_HEALTH_PORT it answers
 * `/api/health` (alive: the jobs loop turns and the database answers; 503 otherwise), `/api/ready`
 * (503 while it shuts down or cannot reach the database) and `/metrics` (behind METRICS_TOKEN, as on
 * the serving instances). Everything else is 404. The same answers as a serving instance's, so one
 * probe configuration fits every role.
 */
export function workerHealthFetch(deps: Pick<AppDeps, 'database' | 'config' | 'metrics'>, jobs: Pick<JobQueue, 'isLooping'>) {
  return withMetricsEndpoint(withHealthProbe(notFound, deps, { jobs }), deps.metrics, deps.config.observability.metricsToken);
}

export function serveWorkerHealth(deps: Pick<AppDeps, 'database' | 'config' | 'metrics'>, jobs: Pick<JobQueue, 'isLooping'>, port: number): Server {
  return serve({ fetch: workerHealthFetch(deps, jobs), port, hostname: deps.config.host }) as Server;
}
