import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/env';
import type { Logger } from '../log/logger';
import type { Metrics } from './metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept when a proxy's or client's id is plainly an id: short, no spaces or markup. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Long opaque path segments (reset and verification tokens) that are not ids: masked in the log. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path as logged: no query string (tokens travel there), and token-like segments masked. */
export function loggablePath(path: string): string {
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? '[redacted]' : segment))
    .join('/');
}

function echoRequestId(c: Context<AppEnv>, requestId: string) {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // Immutable headers (a fetched response passed through): copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  }
}

/**
 * First in the chain: gives the request its id (an incoming sane `X-Request-Id`, or a new one), echoes
 * it on the answer, hands routes a logger bound to it, then writes one JSON line when the answer is
 * ready and counts it in the HTTP metrics by route pattern. Health, readiness and /metrics are answered
 * before the app (probes several times a second would drown the log) and are not logged.
 */
export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('log', log.child({ reqId: requestId }));
    try {
      await next();
    } finally {
      echoRequestId(c, requestId);
      const seconds = (performance.now() - started) / 1000;
      const route = routePath(c);
      const status = c.res.status;
      metrics.observeRequest(c.req.method, route, status, seconds);
      const line = {
        reqId: requestId,
        method: c.req.method,
        route,
        path: loggablePath(c.req.path),
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        userId: c.get('viewer')?.id,
      };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    }
  };
}
