/** Storage keys: slash-separated, no leading slash, no `..`, no backslashes or control characters. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key).slice(0, 200)}`);
}

export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || !key || key.length > 1024 || key.startsWith('/') || key.includes('\\') || /[\u0000-\u001f\u007f]/.test(key)) return false;
  return !key.split('/').some((part) => part === '' || part === '.' || part === '..');
}

/** Prefixes anyone may read through the raw route (and, with a CDN, straight from the CDN). */
export const PUBLIC_PREFIXES = ['public/', 'thumbnails/', 'library/'] as const;

export function isPublicKey(key: string): boolean {
  return PUBLIC_PREFIXES.some((p) => key.startsWith(p));
}

/**
 * The owner of a `users/{uid}/...` or `AutoSave-Images/{uid}/...` (SPEC §7 auto-save images) key, or
 * null for any other key. Owned keys are readable by their owner and admins only.
 */
export function ownerOfKey(key: string): string | null {
  const m = /^(?:users|AutoSave-Images)\/([^/]+)\/./.exec(key);
  return m ? m[1] : null;
}

/**
 * Public keys of what members published: showcase pictures and avatars. Anyone may read them while the
 * item or profile is shown, so the app checks each read (moderation can hide them) and no CDN or cache
 * keeps them for long.
 */
export const COMMUNITY_PREFIXES = ['public/showcase/', 'public/avatars/'] as const;

export function isCommunityKey(key: string): boolean {
  return COMMUNITY_PREFIXES.some((p) => key.startsWith(p));
}

/**
 * How long a browser or cache may keep a file. Files whose name carries a UUID or a long hex digest are
 * never overwritten, so they are `immutable` for a year — except what members published: anyone's
 * cache would keep it after moderation hid it, so it is kept five minutes.
 */
export function cacheControlFor(key: string): string {
  if (isCommunityKey(key)) return 'public, max-age=300';
  const scope = isPublicKey(key) ? 'public' : 'private';
  return isImmutableKey(key) ? `${scope}, max-age=31536000, immutable` : `${scope}, no-cache`;
}

/** Keys whose file name carries a UUID or a long hex digest are never overwritten, so they may be cached for a year. */
export function isImmutableKey(key: string): boolean {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.test(name) || /[0-9a-f]{32,}/i.test(name);
}

/** `/api/files/raw/{key}` with each segment URL-encoded: the app route that serves (or proxies) an object. */
export function appFileUrl(key: string): string {
  return `/api/files/raw/${key.split('/').map(encodeURIComponent).join('/')}`;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  json: 'application/json',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/** A content type guessed from the extension, for listings that do not carry the stored type. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
