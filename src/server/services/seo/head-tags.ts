import { html } from 'hono/html';
import { type PageHead, SITE_NAME } from './page-head';

const OG_LOCALE = { en: 'en_US', zh: 'zh_CN' } as const;
const HTML_LANG = { en: 'en', zh: 'zh-CN' } as const;

/**
 * The <head> tags search engines and link previews read: title, description, robots, canonical,
 * hreflang alternates, Open Graph and Twitter. Every value goes through hono/html's escaping, so an item
 * titled `"><script>` stays text inside its attribute.
 */
export function headTags(head: PageHead): string {
  const other = head.language === 'en' ? 'zh' : 'en';
  const tags = [
    html`<title>${head.title}</title>`,
    html`<meta name="description" content="${head.description}" />`,
    head.noindex ? html`<meta name="robots" content="noindex" />` : null,
    head.canonical ? html`<link rel="canonical" href="${head.canonical}" />` : null,
    ...head.alternates.map((a) => html`<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}" />`),
    html`<meta property="og:site_name" content="${SITE_NAME}" />`,
    html`<meta property="og:title" content="${head.title}" />`,
    html`<meta property="og:description" content="${head.description}" />`,
    html`<meta property="og:type" content="${head.ogType}" />`,
    html`<meta property="og:locale" content="${OG_LOCALE[head.language]}" />`,
    html`<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    head.canonical ? html`<meta property="og:url" content="${head.canonical}" />` : null,
    head.imageUrl ? html`<meta property="og:image" content="${head.imageUrl}" />` : null,
    html`<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    html`<meta name="twitter:title" content="${head.title}" />`,
    html`<meta name="twitter:description" content="${head.description}" />`,
    head.imageUrl ? html`<meta name="twitter:image" content="${head.imageUrl}" />` : null,
  ];
  return tags.filter((t) => t !== null).join('\n    ');
}

/**
 * index.html with the page's head: the build's own <title> and description are replaced, the other tags
 * added at the end of <head>, and <html lang> set to the page's language (when the document has an <html> tag).
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const tags = headTags(head);
  const html = indexHtml
    .replace(/<html(\s[^>]*)?>/i, (tag) =>
      /\slang=/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${HTML_LANG[head.language]}"`) : tag.replace(/>$/, ` lang="${HTML_LANG[head.language]}">`),
    )
    .replace(/\s*<title>[^<]*<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  // A document without a written <head> (HTML allows it): tags right after the doctype are the head's.
  return html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}\n${tags}\n`);
}
