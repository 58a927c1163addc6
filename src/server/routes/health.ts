import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';

/** How long one database ping answers for: load balancers poll health often, the database need not. */
export const HEALTH_PING_TTL_MS = 1000;
export const HEALTH_PATH = '/api/health';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * GET /api/health, answered before the app's middleware (decision 13). Load balancers probe it by
 * instance address, so it must answer on any Host (the domain redirect would send probes away); it
 * reads no session and takes no body. While the last database ping is fresh the answer is made
 * synchronously, with plain headers — the cheapest response @hono/node-server can write.
 */
export function withHealthProbe<F extends Fetch>(fetch: F, deps: Pick<AppDeps, 'database' | 'config'>): F {
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
  const answer = (healthy: boolean) => new Response(healthy ? ok : down, { status: healthy ? 200 : 503, headers });

  return ((request: Request, ...rest: never[]) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathOf(request.url) !== HEALTH_PATH) return fetch(request, ...rest);
    if (Date.now() - lastPing < HEALTH_PING_TTL_MS) return answer(true);
    return ping().then(answer);
  }) as F;
}

/** The path of an absolute URL, without parsing all of it (this runs for every request). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}
