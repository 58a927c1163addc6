import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { rowsOf } from '../services/security/rate-counter';

/** Seconds; from a cached read (~1 ms) to a slow render or upload (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Process metrics (CPU, memory, event-loop lag, GC, handles) are the process's, not one server's:
 * registered once, however many servers a process builds (tests build many).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The server's Prometheus metrics. HTTP counts and durations and payment events are counted as they
 * happen in this instance; the job queue is read from the jobs table at each scrape (the table is the
 * queue, shared by every instance, so any instance reports it); the database pool is this instance's.
 */
export function createMetrics(database: Pick<Database, 'db' | 'poolStats'>) {
  const registry = new Registry();
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being ready, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const paymentEvents = new Counter({
    name: 'payment_events_total',
    help: 'Payment provider events received by this instance, by event type and outcome (applied results, duplicate, failed).',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "This instance's PostgreSQL pool: connections open (total), idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  registerJobMetrics(registry, database);

  return {
    registry,
    /** One answered request; `route` is the pattern (`/api/library/:id`), never the raw path. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    observePaymentEvent(type: string, outcome: string) {
      paymentEvents.inc({ type, outcome });
    },
    contentType: registry.contentType,
    /** The exposition text: this server's metrics, then the process's. */
    async render(): Promise<string> {
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Queue depth and failures from the jobs table, read at each scrape with one grouped query over the
 * partial indexes' statuses. An unreachable database leaves these out of the scrape (`jobs_scrape_ok 0`)
 * rather than failing it: the HTTP and process metrics matter most during an outage.
 */
function registerJobMetrics(registry: Registry, database: Pick<Database, 'db'>) {
  const read = { rows: [] as JobRow[], ok: false };
  // prom-client reads the gauges in parallel: the three share one query per scrape.
  let pending: Promise<void> | null = null;
  const refresh = () =>
    (pending ??= readJobRows(database)
      .then((rows) => {
        read.rows = rows;
        read.ok = true;
      })
      .catch(() => {
        read.rows = [];
        read.ok = false;
      })
      .finally(() => {
        pending = null;
      }));
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by name and state: due (queued, run_at passed), scheduled (queued for later), running, failed (gave up, kept until pruned).',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      await refresh();
      this.reset();
      for (const row of read.rows) this.set({ name: row.name, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_seconds',
    help: 'How long the longest-waiting due job has waited to start (0 when none waits).',
    registers: [registry],
    async collect() {
      await refresh();
      this.set(Math.max(0, ...read.rows.map((r) => r.waited)));
    },
  });
  new Gauge({
    name: 'jobs_scrape_ok',
    help: '1 when the jobs table was read for this scrape, 0 when the database did not answer.',
    registers: [registry],
    async collect() {
      await refresh();
      this.set(read.ok ? 1 : 0);
    },
  });
}

interface JobRow {
  name: string;
  state: string;
  n: number;
  waited: number;
}

async function readJobRows(database: Pick<Database, 'db'>): Promise<JobRow[]> {
  const result = await database.db.execute(sql`
    SELECT name,
           CASE WHEN status = 'queued' AND run_at <= now() THEN 'due' WHEN status = 'queued' THEN 'scheduled' ELSE status END AS state,
           count(*)::int AS n,
           COALESCE(EXTRACT(EPOCH FROM now() - min(run_at) FILTER (WHERE status = 'queued' AND run_at <= now())), 0)::float8 AS waited
    FROM jobs WHERE status IN ('queued', 'running', 'failed')
    GROUP BY 1, 2`);
  return rowsOf(result).map((r) => ({ name: String(r.name), state: String(r.state), n: Number(r.n), waited: Number(r.waited) }));
}
