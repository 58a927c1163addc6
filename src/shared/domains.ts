/** SPEC §5 domain rules and §9 allowed domains, as pure functions shared by the server and the app. */
export interface DomainConfig {
  /** e.g. "stickerstudio.ca"; when unset every host is accepted (local development). */
  primaryDomain?: string;
  /** Extra allowed hosts beyond the primary domain, its .com form and their www forms. */
  extraDomains?: readonly string[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Lower-cases and strips the port from a Host header value. Returns null for an invalid host. */
export function normaliseHost(hostHeader: string | undefined | null): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(0, end + 1) : null;
  }
  const name = host.split(':')[0];
  if (!/^[a-z0-9.-]+$/.test(name) || name.startsWith('.') || name.endsWith('.') || name.includes('..')) return null;
  return name;
}

function dotComForm(domain: string): string {
  const lastDot = domain.lastIndexOf('.');
  return lastDot > 0 ? `${domain.slice(0, lastDot)}.com` : `${domain}.com`;
}

/** The primary domain, its .com form, and the www forms of both (SPEC §9), plus any extras. */
export function allowedHosts(config: DomainConfig): Set<string> {
  const hosts = new Set<string>();
  const bases = config.primaryDomain ? [config.primaryDomain, dotComForm(config.primaryDomain)] : [];
  for (const extra of config.extraDomains ?? []) bases.push(extra.replace(/^www\./, ''));
  for (const base of bases) {
    const bare = base.toLowerCase().replace(/^www\./, '');
    hosts.add(bare);
    hosts.add(`www.${bare}`);
  }
  return hosts;
}

export type HostDecision = { action: 'allow' } | { action: 'redirect'; host: string; reason: 'www' | 'unauthorised' } | { action: 'reject'; reason: 'invalid' };

/**
 * Allowed hosts pass, except a www host goes to its bare form when that is allowed; any other host is
 * redirected to the primary domain. Local development hosts always pass.
 */
export function decideHost(hostHeader: string | undefined | null, config: DomainConfig): HostDecision {
  const host = normaliseHost(hostHeader);
  if (!host) return { action: 'reject', reason: 'invalid' };
  if (LOCAL_HOSTS.has(host) || !config.primaryDomain) return { action: 'allow' };
  const allowed = allowedHosts(config);
  if (allowed.has(host)) {
    if (host.startsWith('www.') && allowed.has(host.slice(4))) return { action: 'redirect', host: host.slice(4), reason: 'www' };
    return { action: 'allow' };
  }
  return { action: 'redirect', host: config.primaryDomain.toLowerCase(), reason: 'unauthorised' };
}

/** Builds the redirect target keeping path, query and hash. */
export function redirectUrl(target: string, url: { protocol: string; pathname: string; search: string; hash?: string }): string {
  return `${url.protocol}//${target}${url.pathname}${url.search}${url.hash ?? ''}`;
}

/**
 * SPEC §6 redirect values: only a path on this site ("/x"), never "//host", "/\\host" or a scheme. The
 * path is judged as a browser will follow it — percent-decoded and with its dot segments resolved — so
 * "/.//host", "/%2e//host" or "/a/..//host" (all "//host" once resolved) are refused too. Answers the
 * resolved path.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || /[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, 'http://internal.invalid');
    if (parsed.host !== 'internal.invalid' || leavesSite(parsed.pathname)) return fallback;
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return fallback;
  }
}

/** Whether a resolved path names another host once decoded: "//host" or "/\\host" (a protocol-relative URL). */
function leavesSite(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /^\/[/\\]/.test(decoded) || /^\/[/\\]/.test(new URL(decoded, 'http://internal.invalid').pathname);
}

/** Whether `value` is a path `safeRedirectPath` keeps (a redirect target on this site). */
export const isSafeRedirectPath = (value: string): boolean => safeRedirectPath(value, '') !== '';
