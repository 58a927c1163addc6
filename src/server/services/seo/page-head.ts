import { catalogueText } from '../../../shared/i18n/catalogue-text';
import { type ItemKind, type ItemMeta, type LookupDeps, lookupItem } from './item-lookups';
import { isPrivatePath, languageOf, PAGE_LANGUAGES, type PageLanguage, pageUrl, STATIC_PAGES } from './site-pages';
import { TtlCache } from './ttl-cache';

export const SITE_NAME = 'Sticker Studio';

/** What the server writes into index.html's <head> for one address. */
export interface PageHead {
  /** The language the page is shown in: the URL's, else English (what the SPA falls back to). */
  language: PageLanguage;
  title: string;
  description: string;
  /** Absolute; null for pages that are not indexed (private, unknown, hidden). */
  canonical: string | null;
  /** hreflang alternates (en, zh, x-default), absolute; empty when not indexed. */
  alternates: { hreflang: string; href: string }[];
  imageUrl: string | null;
  ogType: ItemMeta['ogType'];
  noindex: boolean;
}

/** An item page's address: the item's kind and id, and the path and query that name it (canonical form). */
export interface ItemRef {
  kind: ItemKind;
  id: string;
  path: string;
  query: Record<string, string>;
}

/**
 * Which item a URL shows: a library sticker (/StickerLibrary?item=), a template (/template?id=), a
 * showcase item, a blog article or a member's profile.
 */
export function itemRefOf(url: URL): ItemRef | null {
  const p = url.pathname;
  const param = (name: string) => url.searchParams.get(name) ?? '';
  if (p === '/StickerLibrary' && param('item')) return { kind: 'library', id: param('item'), path: p, query: { item: param('item') } };
  if (p === '/template' && param('id')) return { kind: 'template', id: param('id'), path: p, query: { id: param('id') } };
  const [, first, second, extra] = p.split('/');
  if (!second || extra !== undefined) return null;
  const id = safeDecode(second);
  if (id === null) return null;
  if (first === 'showcase') return { kind: 'showcase', id, path: p, query: {} };
  if (first === 'blog-tutorials') return { kind: 'article', id, path: p, query: {} };
  if (first === 'user') return { kind: 'profile', id, path: p, query: {} };
  return null;
}

/** A description is one line of at most 200 characters (what result pages and previews show). */
export function clampDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 200 ? line : `${line.slice(0, 199).trimEnd()}…`;
}

/**
 * The heads of the app's pages. Item pages read their item once per `ttlMs` (one query by key); an
 * unknown or non-public item gets the site's generic head with `noindex`, so nothing of it leaks and the
 * SPA shows its own not-found page.
 */
export function createPageHeads(deps: LookupDeps, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const items = new TtlCache<ItemMeta | null>(options.ttlMs ?? 30_000, options.maxEntries ?? 2_000);

  /** The site's generic head with `noindex`: for private pages, unknown items, and when the item cannot be read. */
  function genericHead(url: URL): PageHead {
    const language = languageOf(url) ?? 'en';
    const description = clampDescription(catalogueText(language, 'seo.description'));
    return { language, title: SITE_NAME, description, canonical: null, alternates: [], imageUrl: null, ogType: 'website', noindex: true };
  }

  async function headFor(url: URL): Promise<PageHead> {
    const urlLanguage = languageOf(url);
    const language = urlLanguage ?? 'en';
    const text = (key: string) => catalogueText(language, key);
    const page = (meta: { title: string; description: string }, path: string, query: Record<string, string>, extra: Partial<PageHead> = {}): PageHead => ({
      language,
      title: meta.title === SITE_NAME ? SITE_NAME : `${meta.title} · ${SITE_NAME}`,
      description: clampDescription(meta.description || text('seo.description')),
      canonical: pageUrl(deps.publicUrl, path, query, urlLanguage),
      alternates: [
        ...PAGE_LANGUAGES.map((l) => ({ hreflang: l, href: pageUrl(deps.publicUrl, path, query, l) })),
        { hreflang: 'x-default', href: pageUrl(deps.publicUrl, path, query, null) },
      ],
      imageUrl: null,
      ogType: 'website',
      noindex: false,
      ...extra,
    });
    const notIndexed = () => genericHead(url);

    if (isPrivatePath(url.pathname)) return notIndexed();
    const ref = itemRefOf(url);
    if (ref) {
      const item = await items.get(`${ref.kind}:${language}:${ref.id}`, () => lookupItem(deps, ref.kind, ref.id, language));
      return item ? page(item, ref.path, ref.query, { imageUrl: item.imageUrl, ogType: item.ogType }) : notIndexed();
    }
    const known = STATIC_PAGES.find((s) => s.path === url.pathname);
    if (known) return page({ title: text(known.titleKey), description: text(known.descriptionKey) }, known.path, {});
    // The editor opened on a document (/template?src=…), an unknown path: the SPA's own screens, not indexed.
    return notIndexed();
  }

  return { headFor, genericHead };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
