import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from '../http/env';

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

export function securityHeaders(config: AppConfig): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(config);
  const behindTls = config.publicUrl.startsWith('https://');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A route may set a stricter policy of its own (stored SVGs are served sandboxed).
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const tls = behindTls || (config.trustProxy && c.req.header('x-forwarded-proto') === 'https');
    if (tls) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
