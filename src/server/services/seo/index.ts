import fs from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../../deps';
import { ensureSeedArticles } from '../blog/articles';
import { createPageHeads, type PageHead } from './page-head';
import { robotsTxt } from './robots';
import { createSitemaps } from './sitemap';
import { sitemapSources } from './sitemap-sources';
import { TtlCache } from './ttl-cache';

export { injectHead } from './head-tags';
export type { PageHead } from './page-head';

export { sitemapFilePath } from './sitemap';

/** What search engines and link previews read: page heads, robots.txt and the sitemap (decision 94). */
export interface Seo {
  headFor(url: URL): Promise<PageHead>;
  /** The generic head (noindex), read from no database: for a page whose item cannot be read now. */
  genericHead(url: URL): PageHead;
  robots(): string;
  /** /sitemap.xml (n undefined) or /sitemap-n.xml; null when there is no such file. */
  sitemap(n?: number): Promise<string | null>;
}

/** A sitemap is rebuilt at most every 5 minutes: crawlers fetch it often, and new items can wait that long. */
const SITEMAP_TTL_MS = 5 * 60_000;

export function createSeo(deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'webDistDir'>, options: { urlsPerFile?: number } = {}): Seo {
  const { publicUrl } = deps.config;
  const db = deps.database.db;
  const { headFor, genericHead } = createPageHeads({ db, storage: deps.storage, publicUrl, blogConfig: deps.config });
  // The public pages change with a deploy: the build's index.html is their last modification.
  const staticLastmod = () => {
    const index = deps.webDistDir ? path.join(deps.webDistDir, 'index.html') : null;
    return index && fs.existsSync(index) ? fs.statSync(index).mtime : null;
  };
  const build = createSitemaps(publicUrl, () => sitemapSources(db, staticLastmod()), options.urlsPerFile);
  // The shipped articles are inserted at their first read; the sitemap lists them from a fresh install on.
  const buildWithArticles = async (n?: number) => {
    await ensureSeedArticles({ db, config: deps.config });
    return build(n);
  };
  const sitemaps = new TtlCache<string | null>(SITEMAP_TTL_MS, 1_000);
  return {
    headFor,
    genericHead,
    robots: () => robotsTxt(publicUrl),
    sitemap: (n) => sitemaps.get(String(n ?? 'index'), () => buildWithArticles(n)),
  };
}
