import type { MiddlewareHandler } from 'hono';
import { decideHost, redirectUrl } from '../../shared/domains';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';

/**
 * SPEC §5 domains: allowed hosts pass; a www host goes to the bare host; any other host is redirected
 * to the primary domain with the same path and query (the browser keeps the hash). Unauthorised
 * domains and invalid URLs are logged as security events.
 */
export function domainRedirect(deps: Pick<AppDeps, 'config' | 'securityLog'>): MiddlewareHandler<AppEnv> {
  const { site } = deps.config;
  const domainConfig = { primaryDomain: site.primaryDomain, extraDomains: site.allowedDomains };
  return async (c, next) => {
    const hostHeader = c.req.header('host') ?? new URL(c.req.url).host;
    const decision = decideHost(hostHeader, domainConfig);
    if (decision.action === 'allow') return next();
    if (decision.action === 'reject') {
      await deps.securityLog.log({ event: 'invalid_url', severity: 'medium', details: { host: hostHeader ?? null }, userAgent: c.req.header('user-agent'), url: c.req.path });
      return c.json(errorBody('invalid_host', 'Invalid host.'), 400);
    }
    const url = new URL(c.req.url);
    if (decision.reason === 'unauthorised') {
      await deps.securityLog.log({
        event: 'unauthorized_domain',
        severity: 'medium',
        details: { host: hostHeader ?? null },
        userAgent: c.req.header('user-agent'),
        url: c.req.url,
      });
    }
    const protocol = deps.config.trustProxy ? `${c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '')}:` : url.protocol;
    return c.redirect(redirectUrl(decision.host, { protocol, pathname: url.pathname, search: url.search }), 301);
  };
}
