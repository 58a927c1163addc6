import { timingSafeEqual } from 'node:crypto';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * GET /metrics for Prometheus, answered before the app (like /api/health: scraped by instance address,
 * so on any Host, without a session). It is for the operator only: it answers with
 * `Authorization: Bearer <METRICS_TOKEN>`; without the token configured it does not exist (404), and a
 * wrong or missing token gets 401. A token rather than a loopback-only port: behind a proxy every
 * request comes from loopback, and one port keeps container and load-balancer set-ups simple.
 */
export function withMetricsEndpoint<F extends Fetch>(fetch: F, metrics: Metrics, token: string | undefined): F {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  const plain = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  return ((request: Request, ...rest: never[]) => {
    if (!isMetricsRequest(request)) return fetch(request, ...rest);
    if (!expected) return new Response('Not found\n', { status: 404, headers: plain });
    const given = Buffer.from(request.headers.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return new Response('Unauthorized\n', { status: 401, headers: { ...plain, 'www-authenticate': 'Bearer realm="metrics"' } });
    }
    return metrics.render().then((text) => new Response(text, { status: 200, headers: { ...plain, 'content-type': metrics.contentType } }));
  }) as F;
}

function isMetricsRequest(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return false;
  const rest = url.slice(start);
  return rest === METRICS_PATH || rest.startsWith(`${METRICS_PATH}?`);
}
