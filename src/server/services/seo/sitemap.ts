import { html, raw } from 'hono/html';
import { PAGE_LANGUAGES, type PageLanguage, pageUrl } from './site-pages';
import type { SitemapPage, SitemapSource } from './sitemap-sources';

/** The sitemap protocol's limit of URLs per file (sitemaps.org). */
export const MAX_URLS_PER_FILE = 50_000;
/** Each page is listed in every language and as x-default (its own <url> each, as Google asks of hreflang sitemaps). */
const VARIANTS: (PageLanguage | null)[] = [null, ...PAGE_LANGUAGES];

/** The path of the n-th file (1-based) when the sitemap is split under an index. */
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/**
 * sitemap.xml and its parts. Pages are counted first; when all of them fit in one file, /sitemap.xml is
 * that file; beyond 50,000 URLs it is a sitemap index of /sitemap-1.xml, /sitemap-2.xml… each read with
 * one bounded query per source it spans.
 */
export function createSitemaps(publicUrl: string, sources: () => SitemapSource[], urlsPerFile = MAX_URLS_PER_FILE) {
  const pagesPerFile = Math.floor(urlsPerFile / VARIANTS.length);

  async function counts(all: SitemapSource[]): Promise<number[]> {
    return Promise.all(all.map((s) => s.count()));
  }

  /** Pages [offset, offset + limit) of the whole list, read from the sources that hold them. */
  async function pages(all: SitemapSource[], sizes: number[], offset: number, limit: number): Promise<SitemapPage[]> {
    const out: SitemapPage[] = [];
    let start = 0;
    for (const [i, source] of all.entries()) {
      const end = start + sizes[i];
      const from = Math.max(offset, start);
      const to = Math.min(offset + limit, end);
      if (from < to) out.push(...(await source.slice(from - start, to - from)));
      start = end;
    }
    return out;
  }

  /** The XML of /sitemap.xml (n undefined) or of /sitemap-n.xml; null when there is no such file. */
  return async function sitemap(n?: number): Promise<string | null> {
    const all = sources();
    const sizes = await counts(all);
    const total = sizes.reduce((a, b) => a + b, 0);
    const files = Math.max(1, Math.ceil(total / pagesPerFile));
    if (n === undefined) return files === 1 ? urlset(publicUrl, await pages(all, sizes, 0, pagesPerFile)) : sitemapIndex(publicUrl, files);
    if (files === 1 || !Number.isInteger(n) || n < 1 || n > files) return null;
    return urlset(publicUrl, await pages(all, sizes, (n - 1) * pagesPerFile, pagesPerFile));
  };
}

function urlset(publicUrl: string, list: SitemapPage[]): string {
  const entries = list.flatMap((page) => {
    const alternates = VARIANTS.map((l) => html`<xhtml:link rel="alternate" hreflang="${l ?? 'x-default'}" href="${pageUrl(publicUrl, page.path, page.query, l)}"/>`).join('');
    const lastmod = page.lastmod ? html`<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    return VARIANTS.map((l) => html`<url><loc>${pageUrl(publicUrl, page.path, page.query, l)}</loc>${lastmod}${raw(alternates)}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function sitemapIndex(publicUrl: string, files: number): string {
  const entries = Array.from({ length: files }, (_, i) => html`<sitemap><loc>${publicUrl}${sitemapFilePath(i + 1)}</loc></sitemap>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</sitemapindex>', ''].join('\n');
}
