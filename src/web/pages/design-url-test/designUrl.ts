/**
 * /design-url-test (SPEC §2): which addresses the page may load a design from — only this
 * app's own storage (`/api/files/raw/…` files, and the library's and templates' design files), on this
 * origin. Anything else is refused before any request is made, with the reason shown to the user.
 */
export type DesignUrlCheck = { ok: true; url: string } | { ok: false; reason: 'missing' | 'invalid' | 'foreign' | 'notStorage'; host?: string };

const STORAGE_PATHS = [/^\/api\/files\/raw\/[^?#]+$/, /^\/api\/(?:templates|library)\/[A-Za-z0-9-]{1,64}\/document$/];

export function checkDesignUrl(raw: string | null, origin: string): DesignUrlCheck {
  const text = raw?.trim() ?? '';
  if (!text) return { ok: false, reason: 'missing' };
  // Control characters and backslashes are how browsers get talked into another host.
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'invalid' };
  if (url.origin !== origin) return { ok: false, reason: 'foreign', host: url.host };
  if (url.username || url.password || url.search || url.hash) return { ok: false, reason: 'notStorage' };
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  // `..` (even encoded) never reaches the storage route.
  if (path.split('/').includes('..') || !STORAGE_PATHS.some((re) => re.test(url.pathname))) return { ok: false, reason: 'notStorage' };
  return { ok: true, url: url.href };
}
