import { COMMUNITY_LIMITS } from './limits';

/**
 * A profile link: an absolute http or https URL with a host, no credentials, no whitespace or control
 * characters (which URL parsers silently strip: "java\tscript:"). Anything else is refused.
 */
export function isSafeProfileLink(url: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > COMMUNITY_LIMITS.linkMax) return false;
  if (/[\s\u0000-\u001f\u007f\\]/.test(url)) return false;
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !!parsed.hostname && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** What a link shows: its host and path, without the scheme. */
export function linkLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    return `${parsed.host}${path}`;
  } catch {
    return url;
  }
}
