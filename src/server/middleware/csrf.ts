import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from this site: a cross-site Sec-Fetch-Site, or an Origin that
 * is not ours, is refused. Requests with no Origin and no Sec-Fetch-Site (curl, server-to-server) carry
 * no browser cookies by accident and pass.
 */
export function csrfGuard(deps: Pick<AppDeps, 'config' | 'securityLog'>): MiddlewareHandler<AppEnv> {
  // Not async: reads (most requests) go on without an extra promise.
  return (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : checkWrite(c, next));

  async function checkWrite(c: Context<AppEnv>, next: Next) {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const requestOrigin = new URL(c.req.url).origin;
    const crossSite = site === 'cross-site' || (origin !== undefined && origin !== 'null' && !sameHost(origin, requestOrigin, c.req.header('host')));
    if (crossSite || origin === 'null') {
      await deps.securityLog.log({
        event: 'csrf_blocked',
        severity: 'high',
        details: { origin: origin ?? null, secFetchSite: site ?? null },
        userAgent: c.req.header('user-agent'),
        url: c.req.path,
      });
      return c.json(errorBody('csrf', 'Cross-site request refused.'), 403);
    }
    return next();
  }
}

function sameHost(origin: string, requestOrigin: string, hostHeader: string | undefined): boolean {
  try {
    const o = new URL(origin);
    return o.origin === requestOrigin || (!!hostHeader && o.host === hostHeader.toLowerCase());
  } catch {
    return false;
  }
}
