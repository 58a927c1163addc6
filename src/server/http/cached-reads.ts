import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { rowsOf } from '../services/security/rate-counter';
import type { AppEnv } from './env';
import { type CachedResource, createReadCache, type ReadCacheOptions } from './read-cache';

/** One row of counts and latest timestamps, joined into the resource's fingerprint. */
async function fingerprint(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = rowsOf(await db.execute(query));
  return Object.values(row ?? {}).join('|');
}

/**
 * The public reads served from the read cache, each with the query whose answer moves when its data
 * does (an index-only count and max per table: cheap, and read at most once a second per instance).
 */
export function cachedResources(db: Db) {
  const catalog: CachedResource = {
    name: 'catalog',
    // Translations have no timestamp: their count and the item's updated_at (bumped by an edit) cover them.
    fingerprint: () =>
      fingerprint(db, sql`SELECT (SELECT count(*) FROM catalog_items), (SELECT max(updated_at) FROM catalog_items), (SELECT count(*) FROM catalog_item_translations)`),
    writes: ['/api/library', '/api/templates', '/api/admin'],
  };
  const showcase: CachedResource = {
    name: 'showcase',
    fingerprint: () =>
      fingerprint(
        db,
        sql`SELECT (SELECT count(*) FROM showcase_items), (SELECT count(hidden_at) FROM showcase_items), (SELECT max(published_at) FROM showcase_items),
                   (SELECT count(*) FROM showcase_likes), (SELECT max(created_at) FROM showcase_likes),
                   (SELECT count(*) FROM showcase_comments), (SELECT count(hidden_at) FROM showcase_comments), (SELECT max(created_at) FROM showcase_comments),
                   (SELECT count(*) FROM showcase_copies)`,
      ),
    writes: ['/api/showcase', '/api/reports', '/api/admin', '/api/me', '/api/auth'],
  };
  const prices: CachedResource = {
    name: 'prices',
    fingerprint: () => fingerprint(db, sql`SELECT max(version) FROM price_table_versions`),
    writes: ['/api/admin/prices'],
  };
  return { catalog, showcase, prices };
}

/** Which GET routes are cached as which resource (exact patterns: a document or a sub-list is not). */
export function mountCachedReads(app: Hono<AppEnv>, db: Db, options?: ReadCacheOptions) {
  const cache = createReadCache(options);
  const { catalog, showcase, prices } = cachedResources(db);
  app.use('/api/*', cache.invalidateOnWrites([catalog, showcase, prices]));
  for (const path of ['/api/library', '/api/library/:id', '/api/templates', '/api/templates/:id']) app.use(path, cache.serve(catalog));
  for (const path of ['/api/showcase/items', '/api/showcase/items/:id']) app.use(path, cache.serve(showcase));
  app.use('/api/prices/current', cache.serve(prices));
  return cache;
}
