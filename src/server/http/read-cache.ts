import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from './env';

/**
 * A public read whose answer is the same for every anonymous visitor: the catalogue, the showcase,
 * the prices. `fingerprint` is a cheap query whose answer changes whenever the data behind the read
 * does (counts and latest timestamps); `writes` are the API prefixes whose writes change it.
 */
export interface CachedResource {
  name: string;
  fingerprint: () => Promise<string>;
  writes: readonly string[];
}

export interface ReadCacheOptions {
  /** Answers kept (LRU); each is one serialised page of a gallery, a few to a few hundred KB. */
  maxEntries?: number;
  /** How long one fingerprint answers for this instance: the most another instance's write stays unseen. */
  fingerprintTtlMs?: number;
  /** An entry's longest life even when no fingerprint moved (a write the fingerprint cannot see). */
  entryLifetimeMs?: number;
  /** Browsers and CDNs: `public, max-age, stale-while-revalidate` for anonymous answers. */
  maxAgeS?: number;
  staleWhileRevalidateS?: number;
}

interface Entry {
  body: string;
  etag: string;
  contentType: string;
}

/**
 * The cache of anonymous public reads (decision 103). A hit is served from memory with no database
 * work; its strong ETag (a hash of the body) answers If-None-Match with 304. Entries are keyed by the
 * resource's version — its database fingerprint (read at most once per `fingerprintTtlMs` per
 * instance, so a write on another instance is seen within that) and this instance's write count for
 * it (a write here is seen at once) — and the URL with its query (language, filters, page).
 * Signed-in answers can be personal (drafts for designers, "liked by me"): they pass through,
 * `private, no-cache`.
 */
export function createReadCache(options: ReadCacheOptions = {}) {
  const fingerprintTtlMs = options.fingerprintTtlMs ?? 1000;
  const publicCacheControl = `public, max-age=${options.maxAgeS ?? 10}, stale-while-revalidate=${options.staleWhileRevalidateS ?? 60}`;
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? 500, ttl: options.entryLifetimeMs ?? 10_000 });
  const localWrites = new Map<string, number>();
  const fingerprints = new Map<string, { value: string; readAt: number; pending: Promise<string> | null }>();

  async function versionOf(resource: CachedResource): Promise<string> {
    const state = fingerprints.get(resource.name) ?? { value: '', readAt: 0, pending: null };
    fingerprints.set(resource.name, state);
    if (Date.now() - state.readAt >= fingerprintTtlMs) {
      const current = state;
      // Concurrent misses share one query.
      current.pending ??= resource.fingerprint().finally(() => {
        current.pending = null;
      });
      current.value = await current.pending;
      current.readAt = Date.now();
    }
    return `${state.value}#${localWrites.get(resource.name) ?? 0}`;
  }

  function serve(resource: CachedResource): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (c.req.method !== 'GET') return next();
      if (c.get('viewer')) {
        await next();
        if (c.res.ok) c.header('Cache-Control', 'private, no-cache');
        return;
      }
      const key = `${resource.name}|${await versionOf(resource)}|${c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2))}`;
      const hit = entries.get(key);
      const ifNoneMatch = c.req.header('if-none-match');
      if (hit) {
        const headers = { ETag: hit.etag, 'Cache-Control': publicCacheControl, Vary: 'Cookie' };
        if (matchesEtag(ifNoneMatch, hit.etag)) return c.body(null, 304, headers);
        return c.body(hit.body, 200, { ...headers, 'Content-Type': hit.contentType });
      }
      await next();
      if (c.res.status !== 200 || c.res.headers.has('set-cookie')) return;
      const body = await c.res.clone().text();
      const entry = { body, etag: strongEtag(body), contentType: c.res.headers.get('content-type') ?? 'application/json' };
      entries.set(key, entry);
      c.header('ETag', entry.etag);
      c.header('Cache-Control', publicCacheControl);
      c.header('Vary', 'Cookie');
      // The answer's own headers (security, request id) carry over onto the 304.
      if (matchesEtag(ifNoneMatch, entry.etag)) c.res = new Response(null, { status: 304 });
    };
  }

  /** After a successful write under a resource's prefixes, this instance's answers for it are new. */
  function invalidateOnWrites(resources: readonly CachedResource[]): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      await next();
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
      for (const resource of resources) {
        if (resource.writes.some((prefix) => c.req.path.startsWith(prefix))) localWrites.set(resource.name, (localWrites.get(resource.name) ?? 0) + 1);
      }
    };
  }

  return { serve, invalidateOnWrites, size: () => entries.size };
}

export type ReadCache = ReturnType<typeof createReadCache>;

function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match lists ETags (or `*`); a weak one matches by its value (RFC 9110 weak comparison). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
