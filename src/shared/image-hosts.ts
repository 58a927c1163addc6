/** SPEC §5: image URLs for display must come from allowed storage or image hosts. Pure, shared by app and server. */
export interface ImageHostOptions {
  /** The app's own origin, e.g. "https://stickerstudio.ca" (or "http://localhost:5173" in development). */
  appOrigin: string;
  /** Further https hosts (a CDN, a storage bucket), as "cdn.example", "cdn.example:8443" or "https://cdn.example". Exact match only. */
  extraHosts?: readonly string[];
}

/** Inline images of these types only; base64 payload only, so no markup smuggled in a URL-encoded body. */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[a-z0-9+/]+={0,2}$/i;

/**
 * Whitespace and control characters are refused outright: the URL parser silently strips tabs and
 * newlines ("java\tscript:") and leading spaces, so a string could be read differently here and in the
 * browser. A backslash is read as a slash in http(s) URLs ("/\\evil.example"), so it is refused too.
 */
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/;

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** "host[:port]" as the URL parser writes it (lower case, punycode, default port dropped), or null. */
function normaliseHost(entry: string): string | null {
  const parsed = parse(entry.includes('://') ? entry : `https://${entry}`);
  if (!parsed) return null;
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) return null;
  return parsed.host;
}

/** True when the URL may be shown as an image (SPEC §5); anything that does not parse is refused. */
export function isAllowedImageUrl(url: string, opts: ImageHostOptions): boolean {
  if (typeof url !== 'string' || !url) return false;
  if (url.slice(0, 5).toLowerCase() === 'data:') return IMAGE_DATA_URL.test(url);
  if (UNSAFE_CHARS.test(url)) return false;

  const app = parse(opts.appOrigin);
  if (!app || (app.protocol !== 'https:' && app.protocol !== 'http:')) return false;

  // A same-origin path ("/api/files/..."), never "//host" (protocol-relative) or "/\host".
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return false;
    const resolved = parse(url, app.origin);
    return !!resolved && resolved.origin === app.origin;
  }

  const parsed = parse(url);
  if (!parsed || parsed.username || parsed.password) return false;

  // blob: URLs carry the origin that created them; only the app's own are ours.
  if (parsed.protocol === 'blob:') {
    const inner = parse(parsed.pathname);
    return !!inner && !inner.username && !inner.password && inner.origin === app.origin && inner.pathname.length > 1;
  }

  // The app itself (http allowed only when the app itself runs on http, as in development).
  if (parsed.origin === app.origin) return true;
  if (parsed.protocol !== 'https:') return false;
  if (parsed.host === app.host) return true;
  return (opts.extraHosts ?? []).some((entry) => normaliseHost(entry) === parsed.host);
}
