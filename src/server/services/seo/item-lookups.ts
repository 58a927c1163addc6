import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { catalogueText } from '../../../shared/i18n/catalogue-text';
import type { Db } from '../../db/client';
import { blogArticles, blogArticleTranslations, catalogItems, communityProfiles, showcaseItems, user } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';
import { ensureSeedArticles } from '../blog/articles';
import type { PageLanguage } from './site-pages';

/** The public pages that show one item, each named by one id in its URL. */
export type ItemKind = 'library' | 'template' | 'showcase' | 'article' | 'profile';

/** What a page's head says of its item; null when the item is unknown or not public (hidden, retired, private). */
export interface ItemMeta {
  title: string;
  description: string;
  /** Absolute URL of the item's picture (og:image), or null. */
  imageUrl: string | null;
  ogType: 'website' | 'article' | 'profile';
}

export interface LookupDeps {
  db: Db;
  storage: StoragePort;
  publicUrl: string;
  /** The blog's seeding needs the site's addresses (links in the shipped articles). */
  blogConfig: Parameters<typeof ensureSeedArticles>[0]['config'];
}

/** Ids are short (uuids, slugs); anything longer cannot be an item and is not looked up. */
const MAX_ID_LENGTH = 200;

/** Each lookup is one small query by primary or unique key, reading only what the head shows. */
export async function lookupItem(deps: LookupDeps, kind: ItemKind, id: string, language: PageLanguage): Promise<ItemMeta | null> {
  if (!id || id.length > MAX_ID_LENGTH) return null;
  switch (kind) {
    case 'library':
    case 'template':
      return catalogItem(deps, kind === 'library' ? 'sticker' : 'template', id);
    case 'showcase':
      return showcaseItem(deps, id);
    case 'article':
      return article(deps, id, language);
    case 'profile':
      return profile(deps, id, language);
  }
}

/** A stored file's public address made absolute (a link preview fetches it from another site). */
export function absoluteFileUrl(deps: Pick<LookupDeps, 'storage' | 'publicUrl'>, key: string | null): string | null {
  return key ? new URL(deps.storage.publicUrl(key), `${deps.publicUrl}/`).href : null;
}

async function catalogItem(deps: LookupDeps, kind: 'sticker' | 'template', id: string): Promise<ItemMeta | null> {
  const [row] = await deps.db
    .select({ name: catalogItems.name, description: catalogItems.description, thumbnailKey: catalogItems.thumbnailKey })
    .from(catalogItems)
    .where(and(eq(catalogItems.id, id), eq(catalogItems.kind, kind), eq(catalogItems.status, 'active')));
  if (!row) return null;
  return { title: row.name, description: row.description, imageUrl: absoluteFileUrl(deps, row.thumbnailKey), ogType: 'website' };
}

async function showcaseItem(deps: LookupDeps, id: string): Promise<ItemMeta | null> {
  const [row] = await deps.db
    .select({ title: showcaseItems.title, description: showcaseItems.description, imageKey: showcaseItems.imageKey })
    .from(showcaseItems)
    .where(and(eq(showcaseItems.id, id), isNull(showcaseItems.hiddenAt)));
  if (!row) return null;
  return { title: row.title, description: row.description, imageUrl: absoluteFileUrl(deps, row.imageKey), ogType: 'article' };
}

async function article(deps: LookupDeps, slug: string, language: PageLanguage): Promise<ItemMeta | null> {
  await ensureSeedArticles({ db: deps.db, config: deps.blogConfig });
  const [row] = await deps.db
    .select({
      title: sql<string>`coalesce(${blogArticleTranslations.title}, ${blogArticles.title})`,
      summary: sql<string>`coalesce(${blogArticleTranslations.summary}, ${blogArticles.summary})`,
    })
    .from(blogArticles)
    .leftJoin(blogArticleTranslations, and(eq(blogArticleTranslations.articleId, blogArticles.id), eq(blogArticleTranslations.language, language)))
    .where(and(eq(blogArticles.slug, slug), lte(blogArticles.publishedAt, new Date())));
  if (!row) return null;
  return { title: row.title, description: row.summary, imageUrl: null, ogType: 'article' };
}

/** A private profile has no page of its own for search engines: it answers as an unknown one. */
async function profile(deps: LookupDeps, userId: string, language: PageLanguage): Promise<ItemMeta | null> {
  const [row] = await deps.db
    .select({
      name: user.name,
      displayName: communityProfiles.displayName,
      bio: communityProfiles.bio,
      avatarKey: communityProfiles.avatarKey,
      isPrivate: communityProfiles.isPrivate,
    })
    .from(user)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row || row.isPrivate) return null;
  const name = row.displayName ?? row.name;
  return {
    title: name,
    description: row.bio || catalogueText(language, 'seo.profileDescription', { name }),
    imageUrl: absoluteFileUrl(deps, row.avatarKey),
    ogType: 'profile',
  };
}
