import type { Context, MiddlewareHandler, Next } from 'hono';
import { decideHost, type HostDecision, redirectUrl } from '../../shared/domains';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { parseForwardedProto } from '../http/forwarded-proto';
import { requestHeader } from '../http/request-header';
import { HSTS, reachedOverTls } from './security-headers';

/**
 * SPEC §5 domains: allowed hosts pass; a www host goes to the bare host; any other host is redirected
 * to the primary domain with the same path and query (the browser keeps the hash). Unauthorised
 * domains and invalid URLs are logged as security events. Behind a trusted proxy, an
 * X-Forwarded-Proto other than http/https is ignored and logged here (this middleware runs first, so
 * once per request; security-headers ignores it too). A redirect keeps the scheme the browser used —
 * https when the site is published over https (`PUBLIC_URL`) even if the proxy speaks http to us — and
 * carries HSTS then, as every answer over TLS does.
 */
export function domainRedirect(deps: Pick<AppDeps, 'config' | 'securityLog'>): MiddlewareHandler<AppEnv> {
  const { site } = deps.config;
  const domainConfig = { primaryDomain: site.primaryDomain, extraDomains: site.allowedDomains };
  const overTls = reachedOverTls(deps.config);
  // Not async: an allowed host (nearly every request) goes on without an extra promise.
  return (c, next) => {
    const hostHeader = requestHeader(c, 'host') ?? new URL(c.req.url).host;
    const decision = decideHost(hostHeader, domainConfig);
    const proto = deps.config.trustProxy ? parseForwardedProto(requestHeader(c, 'x-forwarded-proto')) : null;
    if (proto?.kind === 'refused') return afterRefusedProto(c, next, proto.raw, hostHeader, decision);
    if (decision.action === 'allow') return next();
    return refuseOrRedirect(c, hostHeader, decision);
  };

  async function afterRefusedProto(c: Context<AppEnv>, next: Next, raw: string, hostHeader: string, decision: HostDecision) {
    await deps.securityLog.log({ event: 'invalid_forwarded_proto', severity: 'medium', details: { value: raw }, userAgent: c.req.header('user-agent'), url: c.req.path });
    if (decision.action === 'allow') return next();
    return refuseOrRedirect(c, hostHeader, decision);
  }

  async function refuseOrRedirect(c: Context<AppEnv>, hostHeader: string, decision: Exclude<HostDecision, { action: 'allow' }>) {
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
    const secure = overTls(c);
    if (secure) c.header('Strict-Transport-Security', HSTS);
    return c.redirect(redirectUrl(decision.host, { protocol: secure ? 'https:' : url.protocol, pathname: url.pathname, search: url.search }), 301);
  }
}
