import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';

/** How long one database ping answers for: load balancers poll health often, the database need not. */
export const HEALTH_PING_TTL_MS = 1000;
export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';

/**
 * This process's part in a rolling restart: once it is draining (SIGTERM), readiness answers 503 at
 * once so the load balancer stops sending, and every response asks its keep-alive connection to close.
 */
const lifecycle = { draining: false };
export function markDraining(): void {
  lifecycle.draining = true;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

export interface HealthOptions {
  /** A process that runs jobs without serving (ROLE=worker): its health also says whether the jobs loop runs. */
  jobs?: { isLooping(): boolean };
}

/**
 * GET /api/health, answered before the app's middleware (decision 13). Load balancers probe it by
 * instance address, so it must answer on any Host (the domain redirect would send probes away); it
 * reads no session and takes no body. While the last database ping is fresh the answer is made
 * synchronously, with plain headers — the cheapest response @hono/node-server can write.
 */
export function withHealthProbe<F extends Fetch>(fetch: F, deps: Pick<AppDeps, 'database' | 'config'>, options: HealthOptions = {}): F {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  if (deps.config.publicUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const ok = JSON.stringify({ ok: true, db: deps.database.kind });
  const down = JSON.stringify({ ok: false, db: deps.database.kind });
  let lastPing = 0;
  let inFlight: Promise<boolean> | null = null;
  const ping = (): Promise<boolean> =>
    (inFlight ??= deps.database.db
      .execute(sql`SELECT 1`)
      .then(() => {
        lastPing = Date.now();
        return true;
      })
      .catch(() => false)
      .finally(() => {
        inFlight = null;
      }));
  const answer = (healthy: boolean) => {
    if (!options.jobs) return new Response(healthy ? ok : down, { status: healthy ? 200 : 503, headers });
    // A worker is alive when its jobs loop still turns, besides reaching the database.
    const looping = options.jobs.isLooping();
    const body = JSON.stringify({ ok: healthy && looping, db: deps.database.kind, jobs: looping ? 'running' : 'stopped' });
    return new Response(body, { status: healthy && looping ? 200 : 503, headers });
  };
  const notReady = (reason: 'draining' | 'database') => new Response(JSON.stringify({ ready: false, reason }), { status: 503, headers: { ...headers, 'retry-after': '5' } });
  const ready = (healthy: boolean) => (lifecycle.draining ? notReady('draining') : healthy ? new Response('{"ready":true}', { status: 200, headers }) : notReady('database'));
  const fresh = () => Date.now() - lastPing < HEALTH_PING_TTL_MS;

  return ((request: Request, ...rest: never[]) => {
    const path = request.method === 'GET' || request.method === 'HEAD' ? pathOf(request.url) : null;
    // Liveness: the process answers and says whether the database does (503 {ok:false}: degraded).
    if (path === HEALTH_PATH) return fresh() ? answer(true) : ping().then(answer);
    // Readiness: send this instance traffic? Not while it drains or cannot reach the database.
    if (path === READY_PATH) return lifecycle.draining ? notReady('draining') : fresh() ? ready(true) : ping().then(ready);
    if (!lifecycle.draining) return fetch(request, ...rest);
    return Promise.resolve(fetch(request, ...rest)).then(closingConnection);
  }) as F;
}

/** While draining, each answer closes its keep-alive connection, so clients reconnect to another instance. */
function closingConnection(response: Response): Response {
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    // Immutable headers (a fetched response passed through): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('connection', 'close');
    return copy;
  }
}

/** The path of an absolute URL, without parsing all of it (this runs for every request). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}
