import { appFileUrl, PUBLIC_PREFIXES } from '../../providers/storage/keys';
import { PRIVATE_PATHS } from './site-pages';

/**
 * robots.txt: everything public may be crawled; the private pages (site-pages.ts) and the API may not,
 * except the public files (storage's public prefixes, where the pictures og:image points at live). Crawlers take the
 * longest matching rule, so the Allow wins for those files.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_PREFIXES.map((prefix) => `Allow: ${appFileUrl(prefix)}`),
    'Disallow: /api/',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
