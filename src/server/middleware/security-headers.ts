import type { Context, MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from '../http/env';
import { parseForwardedProto } from '../http/forwarded-proto';
import { requestHeader } from '../http/request-header';

/** The content-security policy for what the app really loads: itself, Google Fonts' stylesheet and font hosts, data/blob images. */
export function contentSecurityPolicy(config: AppConfig): string {
  const cdn = config.site.cdnUrl ? ` ${new URL(config.site.cdnUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `img-src 'self' data: blob:${cdn}`,
    // Google Fonts are fetched by the editor to embed them in SVG exports.
    `connect-src 'self' https://fonts.googleapis.com https://fonts.gstatic.com${cdn}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * API answers (JSON, files) are never documents: a browser neither runs nor frames them, so the
 * document-only headers (CSP, COOP, Permissions-Policy, Referrer-Policy) do nothing there. They get
 * what does matter — no sniffing, no framing — set before the handler, so a JSON answer carries them
 * without its response being rebuilt (decision 13).
 */
const API_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached the site over TLS: an https `PUBLIC_URL` (the site is only published so),
 * or a well-formed `https` from a trusted proxy (a refused value is logged by the domain middleware).
 */
export function reachedOverTls(config: Pick<AppConfig, 'publicUrl' | 'trustProxy'>): (c: Context<AppEnv>) => boolean {
  const behindTls = config.publicUrl.startsWith('https://');
  return (c) => {
    if (behindTls) return true;
    if (!config.trustProxy) return false;
    const proto = parseForwardedProto(requestHeader(c, 'x-forwarded-proto'));
    return proto.kind === 'valid' && proto.proto === 'https';
  };
}

export function securityHeaders(config: AppConfig): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(config);
  const overTls = reachedOverTls(config);
  return async (c, next) => {
    if (c.req.path.startsWith('/api/')) {
      for (const [name, value] of API_HEADERS) c.header(name, value);
      await next();
      const h = c.res.headers;
      // A handler that returned its own Response (auth, stored files) did not get the prepared headers.
      if (!h.has('X-Content-Type-Options')) for (const [name, value] of API_HEADERS) h.set(name, value);
      if (overTls(c)) h.set('Strict-Transport-Security', HSTS);
      return;
    }
    await next();
    const h = c.res.headers;
    // A route may set a stricter policy of its own.
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (overTls(c)) h.set('Strict-Transport-Security', HSTS);
  };
}
