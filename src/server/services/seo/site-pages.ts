import type { CatalogueLanguage } from '../../../shared/i18n/catalogue-text';

/**
 * What search engines may know of the app's routes (SPEC §2). One table serves the page heads, robots.txt
 * and sitemap.xml, so a page is public or private in one place.
 */

/** The interface languages a shareable URL names with `?lang=` (the SPA reads it first: src/web/i18n.ts). */
export const PAGE_LANGUAGES = ['en', 'zh'] as const satisfies readonly CatalogueLanguage[];
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** A public page without an item: its title and description are texts of the shared catalogues. */
export interface StaticPage {
  path: string;
  titleKey: string;
  descriptionKey: string;
}

/** A page whose heading and lead sentence are `<section>.title` and `<section>.intro`, as the page shows them. */
const page = (path: string, section: string): StaticPage => ({ path, titleKey: `${section}.title`, descriptionKey: `${section}.intro` });

/** Public pages listed in the sitemap and indexed, each with the title and description it shows. */
export const STATIC_PAGES: readonly StaticPage[] = [
  { path: '/', titleKey: 'landing.documentTitle', descriptionKey: 'landing.subtitle' },
  page('/StickerLibrary', 'library'),
  page('/templates', 'templates'),
  page('/showcase', 'showcase'),
  page('/blog-tutorials', 'blog'),
  page('/pricing', 'pricing'),
  page('/upload-pricing', 'uploadPricing'),
  page('/StickerLibraryPrice', 'stickerPrices.library'),
  page('/VinylDecalPrice', 'stickerPrices.decal'),
  page('/custom-order', 'customOrder'),
  page('/image-gen', 'imageGen'),
  page('/forum', 'forum'),
  page('/policies', 'policies'),
  page('/tools/remove-background', 'bgremoval'),
  page('/tools/qr-code', 'qr'),
  page('/tools/draw', 'draw'),
];

/**
 * Pages that are someone's own (account, cart, checkout, orders, the editors) or the back office, sign-in
 * and test pages: `noindex`, and disallowed in robots.txt. A path matches an entry or anything below it.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/account',
  '/admin',
  '/cart',
  '/checkout',
  '/orders',
  '/indexHome',
  '/indexMobile',
  '/preview',
  '/subscription',
  '/login',
  '/verify-email',
  '/reset-password',
  '/community-profile',
  '/followers-following',
  '/newsletter-thanks',
  '/custom-order/confirm',
  '/design-url-test',
  '/qwen-test',
  '/landing-alt',
  '/home',
];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The language a URL names (`?lang=en|zh`), or null: the visitor's own choice (x-default). */
export function languageOf(url: URL): PageLanguage | null {
  const lang = url.searchParams.get('lang');
  return (PAGE_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as PageLanguage) : null;
}

/**
 * A page's address in a language (null: x-default, the visitor's language), on the public base URL.
 * `query` holds only what names the page's content (an item's id), so tracking parameters never make a
 * second canonical address.
 */
export function pageUrl(publicUrl: string, path: string, query: Record<string, string>, language: PageLanguage | null): string {
  const url = new URL(path, `${publicUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (language) url.searchParams.set('lang', language);
  return url.href;
}
