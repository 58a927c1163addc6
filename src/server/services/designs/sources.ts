import { isSafeKey } from '../../providers/storage/keys';
import type { StoragePort } from '../../providers/storage/types';

/**
 * The image sources of a design document: finding them, rewriting them, and telling which point into
 * this app's own storage (and at which key). Nothing here fetches anything.
 */

const APP_RAW_PATH = '/api/files/raw/';
const MAX_DEPTH = 200;

type Json = unknown;

/** Calls `visit` for every image source string: `src` of objects (groups, clip paths, overlay and background images too) and a pattern's `source`. */
function eachSource(node: Json, visit: (value: string) => string | undefined, depth = 0): Json {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) {
    let changed = false;
    const out = node.map((item) => {
      const next = eachSource(item, visit, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : node;
  }
  const record = node as Record<string, Json>;
  let out: Record<string, Json> | null = null;
  for (const [key, value] of Object.entries(record)) {
    let next: Json = value;
    if (typeof value === 'string' && (key === 'src' || (key === 'source' && record.type === 'pattern'))) next = visit(value) ?? value;
    else if (value !== null && typeof value === 'object') next = eachSource(value, visit, depth + 1);
    if (next !== value) {
      out ??= { ...record };
      out[key] = next;
    }
  }
  return out ?? node;
}

export function collectSources(doc: Json): string[] {
  const found = new Set<string>();
  eachSource(doc, (src) => {
    found.add(src);
    return undefined;
  });
  return [...found];
}

/** A copy of the document with each source `map` answers for replaced (the input is not changed). */
export function rewriteSources<T>(doc: T, map: (src: string) => string | undefined): T {
  return eachSource(doc, map) as T;
}

export interface StorageUrlContext {
  storage: StoragePort;
  /** Origins this app is reached at (PUBLIC_URL, the SPEC domains): their /api/files/raw/… URLs are ours. */
  appOrigins: string[];
  /** SITE_CDN_URL: public keys may be written as {cdn}/{key}. */
  cdnUrl?: string;
}

function keyFromRawPath(encoded: string): string | null {
  try {
    const key = encoded.split('/').map(decodeURIComponent).join('/');
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * The storage key an image source points to, when it points into this app's storage: `/api/files/raw/<key>`,
 * the same path on one of the app's own origins, or the storage's own public URL of a key (a CDN).
 * Anything else — another host, data: URLs, a loopback or metadata address — is null.
 */
export function storageKeyOf(src: string, ctx: StorageUrlContext): string | null {
  if (src.startsWith(APP_RAW_PATH)) return keyFromRawPath(src.slice(APP_RAW_PATH.length).split(/[?#]/)[0]);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (ctx.appOrigins.includes(url.origin) && url.pathname.startsWith(APP_RAW_PATH)) return keyFromRawPath(url.pathname.slice(APP_RAW_PATH.length));
  const cdn = ctx.cdnUrl?.replace(/\/+$/, '');
  if (cdn && src.startsWith(`${cdn}/`)) {
    const key = keyFromRawPath(src.slice(cdn.length + 1));
    // Only the exact URL the storage itself would give for that key.
    if (key && ctx.storage.publicUrl(key) === src) return key;
  }
  return null;
}

/** The origins of PUBLIC_URL and of the configured domains (with and without www, http and https). */
export function appOriginsOf(config: { publicUrl: string; site: { primaryDomain?: string; allowedDomains: string[] } }): string[] {
  const origins = new Set<string>();
  try {
    origins.add(new URL(config.publicUrl).origin);
  } catch {}
  for (const host of [config.site.primaryDomain, ...config.site.allowedDomains]) {
    if (!host) continue;
    for (const h of [host, host.startsWith('www.') ? host.slice(4) : `www.${host}`]) for (const scheme of ['https', 'http']) origins.add(`${scheme}://${h}`);
  }
  return [...origins];
}

/** SPEC §5: the file name made alphanumeric with underscores, the extension kept. */
export function safeFileName(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1) : '';
  const hasExt = /^[A-Za-z0-9]{1,10}$/.test(ext);
  const stem = (hasExt ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9]/g, '_').slice(0, 100) || 'file';
  return hasExt ? `${stem}.${ext.toLowerCase()}` : stem;
}

export function uniqueName(name: string, used: Set<string>): string {
  if (!used.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; ; i++) {
    const candidate = `${stem}_${i}${ext}`;
    if (!used.has(candidate)) return candidate;
  }
}
