import { and, asc, count, countDistinct, eq, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogArticles, catalogItems, communityProfiles, showcaseItems } from '../../db/schema';
import { STATIC_PAGES } from './site-pages';

/** One public page of the sitemap: its path and naming query (an item's id), and when it last changed. */
export interface SitemapPage {
  path: string;
  query: Record<string, string>;
  lastmod: Date | null;
}

/** A kind of public page, counted and read in slices (id order, so slices are stable across requests). */
export interface SitemapSource {
  count(): Promise<number>;
  slice(offset: number, limit: number): Promise<SitemapPage[]>;
}

/**
 * Every public page search engines should know, in a fixed order: the app's public pages, then library
 * stickers and templates (active), showcase items (not hidden), published blog articles and the profiles
 * of members who share designs (public profiles with at least one visible item: a member who never took
 * part in the community is not listed).
 */
export function sitemapSources(db: Db, staticLastmod: Date | null): SitemapSource[] {
  const catalog = (kind: 'sticker' | 'template', path: string, param: string): SitemapSource => {
    const where = and(eq(catalogItems.kind, kind), eq(catalogItems.status, 'active'));
    return {
      count: async () => (await db.select({ n: count() }).from(catalogItems).where(where))[0].n,
      slice: async (offset, limit) =>
        (await db.select({ id: catalogItems.id, lastmod: catalogItems.updatedAt }).from(catalogItems).where(where).orderBy(asc(catalogItems.id)).offset(offset).limit(limit)).map(
          (r) => ({ path, query: { [param]: r.id }, lastmod: r.lastmod }),
        ),
    };
  };
  const visibleShowcase = isNull(showcaseItems.hiddenAt);
  const published = () => lte(blogArticles.publishedAt, new Date());
  const publicProfile = or(isNull(communityProfiles.isPrivate), eq(communityProfiles.isPrivate, false));
  return [
    {
      count: async () => STATIC_PAGES.length,
      slice: async (offset, limit) => STATIC_PAGES.slice(offset, offset + limit).map((p) => ({ path: p.path, query: {}, lastmod: staticLastmod })),
    },
    catalog('sticker', '/StickerLibrary', 'item'),
    catalog('template', '/template', 'id'),
    {
      count: async () => (await db.select({ n: count() }).from(showcaseItems).where(visibleShowcase))[0].n,
      slice: async (offset, limit) =>
        (
          await db
            .select({ id: showcaseItems.id, lastmod: showcaseItems.publishedAt })
            .from(showcaseItems)
            .where(visibleShowcase)
            .orderBy(asc(showcaseItems.id))
            .offset(offset)
            .limit(limit)
        ).map((r) => ({ path: `/showcase/${encodeURIComponent(r.id)}`, query: {}, lastmod: r.lastmod })),
    },
    {
      count: async () => (await db.select({ n: count() }).from(blogArticles).where(published()))[0].n,
      slice: async (offset, limit) =>
        (
          await db
            .select({ slug: blogArticles.slug, lastmod: blogArticles.updatedAt })
            .from(blogArticles)
            .where(published())
            .orderBy(asc(blogArticles.slug))
            .offset(offset)
            .limit(limit)
        ).map((r) => ({ path: `/blog-tutorials/${encodeURIComponent(r.slug)}`, query: {}, lastmod: r.lastmod })),
    },
    {
      count: async () =>
        (
          await db
            .select({ n: countDistinct(showcaseItems.userId) })
            .from(showcaseItems)
            .leftJoin(communityProfiles, eq(communityProfiles.userId, showcaseItems.userId))
            .where(and(visibleShowcase, publicProfile))
        )[0].n,
      slice: async (offset, limit) =>
        (
          await db
            .select({
              userId: showcaseItems.userId,
              lastmod: sql<Date>`greatest(${max(showcaseItems.publishedAt)}, max(${communityProfiles.updatedAt}))`.mapWith(showcaseItems.publishedAt),
            })
            .from(showcaseItems)
            .leftJoin(communityProfiles, eq(communityProfiles.userId, showcaseItems.userId))
            .where(and(visibleShowcase, publicProfile))
            .groupBy(showcaseItems.userId)
            .orderBy(asc(showcaseItems.userId))
            .offset(offset)
            .limit(limit)
        ).map((r) => ({ path: `/user/${encodeURIComponent(r.userId)}`, query: {}, lastmod: r.lastmod })),
    },
  ];
}
