import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticles, catalogItems, communityProfiles, showcaseItems } from '../../src/server/db/schema';
import { createSeo } from '../../src/server/services/seo';
import { userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const BASE = 'http://localhost:3000';
/** The shape of Vite's built index.html: the build's own title and description, replaced per page. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Design custom stickers and vinyl decals, generate artwork with AI, and order printed stickers." />
    <title>Sticker Studio</title>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const EVIL = '"><script>alert(1)</script>';

/** The head of a page as a browser (or a crawler's HTML parser) reads it. */
function headOf(html: string) {
  const doc = new JSDOM(html).window.document;
  const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    doc,
    lang: doc.documentElement.lang,
    title: doc.title,
    titles: doc.querySelectorAll('title').length,
    descriptions: doc.querySelectorAll('meta[name="description"]').length,
    description: attr('meta[name="description"]', 'content'),
    robots: attr('meta[name="robots"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    og: (p: string) => attr(`meta[property="og:${p}"]`, 'content'),
    twitter: (n: string) => attr(`meta[name="twitter:${n}"]`, 'content'),
    scripts: [...doc.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? s.textContent),
  };
}

/** An XML document parsed by a real XML parser (jsdom's): a malformed sitemap throws. */
function parseXml(xml: string) {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  const locs = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((n) => n.textContent ?? '');
  return { doc, locs };
}

describe.each(testDbKinds())('pages search engines and link previews read (decision 94) on %s', (kind) => {
  let server: TestServer;
  let dist: string;
  const ids = { sticker: randomUUID(), evil: randomUUID(), retired: randomUUID(), template: randomUUID(), dollar: randomUUID(), shown: randomUUID(), hidden: randomUUID() };
  let authorId: string;
  let privateId: string;
  let loner: string;

  const page = async (url: string) => {
    const res = await server.app.request(`${BASE}${url}`);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('Content-Type'), url).toMatch(/^text\/html/);
    return headOf(await res.text());
  };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    server = await startTestServer(kind, {}, { webDistDir: dist });
    const db = server.deps.database.db;
    const author = server.client();
    await author.signUp('author@test.example', 'secret123', 'Ada Author');
    authorId = await userIdOf(author);
    const secret = server.client();
    await secret.signUp('private@test.example', 'secret123', 'Private Pat');
    privateId = await userIdOf(secret);
    const quiet = server.client();
    await quiet.signUp('loner@test.example', 'secret123', 'Lone Lou');
    loner = await userIdOf(quiet);
    await db.insert(communityProfiles).values([
      { userId: authorId, bio: 'I draw cats on everything.', avatarKey: `public/avatars/${authorId}/face.png` },
      { userId: privateId, bio: 'Nobody should read this bio.', isPrivate: true },
    ]);
    const item = (id: string, kindOf: 'sticker' | 'template', name: string, status: 'active' | 'retired' = 'active') => ({
      id,
      kind: kindOf,
      name,
      description: `${name}, a ready-made design.`,
      category: 'pets' as const,
      widthIn: 3,
      heightIn: 3,
      sizeKey: '3x3',
      documentKey: `library/items/${id}/design-a.json`,
      thumbnailKey: `library/items/${id}/thumbnail-a.png`,
      status,
    });
    await db
      .insert(catalogItems)
      .values([
        item(ids.sticker, 'sticker', 'Sleepy Cat'),
        item(ids.evil, 'sticker', EVIL),
        item(ids.retired, 'sticker', 'Retired Robot', 'retired'),
        item(ids.template, 'template', 'Birthday Banner'),
        item(ids.dollar, 'sticker', "Cat $' $& $1"),
      ]);
    const shared = (id: string, userId: string, title: string, hiddenAt: Date | null = null) => ({
      id,
      userId,
      title,
      description: `${title} — shared with the community.`,
      jsonKey: `showcase/${id}/design.json`,
      imageKey: `public/showcase/${id}/image.png`,
      imageWidth: 800,
      imageHeight: 800,
      hiddenAt,
    });
    await db
      .insert(showcaseItems)
      .values([
        shared(ids.shown, authorId, 'Rainbow Fox'),
        shared(ids.hidden, authorId, 'Secret Hidden Thing', new Date()),
        shared(randomUUID(), privateId, 'By a private member'),
      ]);
    const now = new Date();
    await db.insert(blogArticles).values({
      id: randomUUID(),
      slug: 'coming-soon',
      title: 'Not yet published',
      summary: 'Embargoed until next year.',
      body: 'x',
      bodyHtml: '<p>x</p>',
      tags: [],
      publishedAt: new Date(now.getTime() + 365 * 86_400_000),
      updatedAt: now,
    });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the landing page has its title, description, canonical, hreflang, Open Graph and Twitter tags, once each', async () => {
    const head = await page('/');
    expect(head.title).toBe('Custom stickers, designed by you · Sticker Studio');
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.description).toMatch(/^Draw and arrange your design/);
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe(`${BASE}/`);
    expect(head.alternates).toEqual({ en: `${BASE}/?lang=en`, zh: `${BASE}/?lang=zh`, 'x-default': `${BASE}/` });
    expect(head.og('title')).toBe(head.title);
    expect(head.og('description')).toBe(head.description);
    expect(head.og('url')).toBe(`${BASE}/`);
    expect(head.og('type')).toBe('website');
    expect(head.og('locale')).toBe('en_US');
    expect(head.twitter('card')).toBe('summary');
    expect(head.lang).toBe('en');
    // The app itself is still there.
    expect(head.scripts).toContain('/assets/index-AbC.js');
    expect(head.doc.getElementById('root')).not.toBeNull();
  });

  it('?lang=zh answers the page in Chinese, canonical to itself, with <html lang> and og:locale to match', async () => {
    const head = await page('/?lang=zh');
    expect(head.title).toBe('由您设计的定制贴纸 · Sticker Studio');
    expect(head.lang).toBe('zh-CN');
    expect(head.canonical).toBe(`${BASE}/?lang=zh`);
    expect(head.og('locale')).toBe('zh_CN');
    expect(head.og('locale:alternate')).toBe('en_US');
    const library = await page('/StickerLibrary?lang=zh');
    expect(library.title).toBe('贴纸库 · Sticker Studio');
  });

  it('a library sticker has its name, description and thumbnail (absolute) in its head; tracking parameters are not canonical', async () => {
    const head = await page(`/StickerLibrary?item=${ids.sticker}&utm_source=newsletter`);
    expect(head.title).toBe('Sleepy Cat · Sticker Studio');
    expect(head.description).toBe('Sleepy Cat, a ready-made design.');
    expect(head.canonical).toBe(`${BASE}/StickerLibrary?item=${ids.sticker}`);
    expect(head.alternates.zh).toBe(`${BASE}/StickerLibrary?item=${ids.sticker}&lang=zh`);
    expect(head.og('image')).toBe(`${BASE}/api/files/raw/library/items/${ids.sticker}/thumbnail-a.png`);
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('image')).toBe(head.og('image'));
    expect(head.robots).toBeNull();
  });

  it('a template, a showcase item, a blog article (in English and Chinese) and a public profile each have their own head', async () => {
    const template = await page(`/template?id=${ids.template}`);
    expect(template.title).toBe('Birthday Banner · Sticker Studio');
    expect(template.canonical).toBe(`${BASE}/template?id=${ids.template}`);
    expect(template.og('image')).toBe(`${BASE}/api/files/raw/library/items/${ids.template}/thumbnail-a.png`);

    const shown = await page(`/showcase/${ids.shown}`);
    expect(shown.title).toBe('Rainbow Fox · Sticker Studio');
    expect(shown.og('type')).toBe('article');
    expect(shown.og('image')).toBe(`${BASE}/api/files/raw/public/showcase/${ids.shown}/image.png`);
    expect(shown.canonical).toBe(`${BASE}/showcase/${ids.shown}`);

    const article = await page('/blog-tutorials/design-a-die-cut-sticker');
    expect(article.title).toMatch(/ · Sticker Studio$/);
    expect(article.og('type')).toBe('article');
    expect(article.robots).toBeNull();
    const [row] = await server.deps.database.db.select().from(blogArticles).where(eq(blogArticles.slug, 'design-a-die-cut-sticker'));
    expect(article.title).toBe(`${row.title} · Sticker Studio`);
    const articleZh = await page('/blog-tutorials/design-a-die-cut-sticker?lang=zh');
    expect(articleZh.title).not.toBe(article.title);
    expect(articleZh.title).toMatch(/[\u4e00-\u9fff]/);
    expect(articleZh.canonical).toBe(`${BASE}/blog-tutorials/design-a-die-cut-sticker?lang=zh`);

    const profile = await page(`/user/${authorId}`);
    expect(profile.title).toBe('Ada Author · Sticker Studio');
    expect(profile.description).toBe('I draw cats on everything.');
    expect(profile.og('type')).toBe('profile');
    expect(profile.og('image')).toBe(`${BASE}/api/files/raw/public/avatars/${authorId}/face.png`);
  });

  it('a title with markup stays text: escaped in every attribute, no script injected', async () => {
    const res = await server.app.request(`${BASE}/StickerLibrary?item=${ids.evil}`);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    const head = headOf(html);
    expect(head.title).toBe(`${EVIL} · Sticker Studio`);
    expect(head.og('title')).toBe(`${EVIL} · Sticker Studio`);
    expect(head.twitter('title')).toBe(`${EVIL} · Sticker Studio`);
    expect(head.description).toBe(`${EVIL}, a ready-made design.`);
    expect(head.scripts).toEqual(['/assets/index-AbC.js']);
    // A replacement pattern in a title is text too ($' would otherwise paste the rest of the page).
    const dollar = headOf(await (await server.app.request(`${BASE}/StickerLibrary?item=${ids.dollar}`)).text());
    expect(dollar.title).toBe("Cat $' $& $1 · Sticker Studio");
    expect(dollar.titles).toBe(1);
  });

  it('unknown, hidden, retired, unpublished and private items answer the generic head with noindex, leaking nothing', async () => {
    for (const url of [
      `/showcase/${ids.hidden}`,
      `/showcase/${randomUUID()}`,
      `/StickerLibrary?item=${ids.retired}`,
      `/StickerLibrary?item=${ids.template}`,
      `/template?id=${ids.sticker}`,
      '/blog-tutorials/coming-soon',
      '/blog-tutorials/no-such-article',
      `/user/${privateId}`,
      '/user/nobody',
      `/showcase/${'x'.repeat(500)}`,
      '/showcase/%E0%A4%A',
      '/no-such-page',
    ]) {
      const res = await server.app.request(`${BASE}${url}`);
      const html = await res.text();
      const head = headOf(html);
      expect(head.title, url).toBe('Sticker Studio');
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeNull();
      expect(head.og('image'), url).toBeNull();
      expect(head.alternates, url).toEqual({});
      for (const secret of ['Secret Hidden Thing', 'Retired Robot', 'Nobody should read', 'Private Pat', 'Not yet published', 'Birthday Banner', 'Sleepy Cat'])
        expect(html, url).not.toContain(secret);
    }
  });

  it('private pages (account, cart, checkout, admin, editors, orders, sign-in) are noindex', async () => {
    for (const url of [
      '/account/projects',
      '/account/orders/abc',
      '/cart',
      '/checkout/test/cs_1',
      '/admin/dashboard',
      '/indexHome',
      '/indexMobile',
      '/template',
      '/login',
      '/preview',
      '/home?username=a&key=b',
    ]) {
      const head = await page(url);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeNull();
    }
  });

  it('robots.txt is text: public pages allowed, private ones and the API disallowed, public files allowed, the sitemap named', async () => {
    const res = await server.app.request(`${BASE}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Disallow: /account',
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /indexHome',
      'Disallow: /api/',
      'Allow: /api/files/raw/public/',
    ])
      expect(lines).toContain(line);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(lines.some((l) => /^Disallow: \/(showcase|StickerLibrary|templates|blog-tutorials|user)\b/.test(l))).toBe(false);
  });

  it('sitemap.xml lists every public page and item in en, zh and x-default with lastmod, and nothing private', async () => {
    const res = await server.app.request(`${BASE}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const { doc, locs } = parseXml(await res.text());
    expect(doc.documentElement.localName).toBe('urlset');
    for (const url of [
      `${BASE}/`,
      `${BASE}/?lang=zh`,
      `${BASE}/StickerLibrary`,
      `${BASE}/templates`,
      `${BASE}/StickerLibrary?item=${ids.sticker}`,
      `${BASE}/StickerLibrary?item=${ids.sticker}&lang=en`,
      `${BASE}/template?id=${ids.template}`,
      `${BASE}/showcase/${ids.shown}`,
      `${BASE}/blog-tutorials/design-a-die-cut-sticker`,
      `${BASE}/user/${authorId}`,
    ])
      expect(locs).toContain(url);
    for (const secret of [ids.hidden, ids.retired, 'coming-soon', privateId, loner, '/account', '/cart', '/admin']) expect(locs.filter((l) => l.includes(secret))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);

    const urls = [...doc.getElementsByTagName('url')];
    const entry = urls.find((u) => u.getElementsByTagName('loc')[0].textContent === `${BASE}/showcase/${ids.shown}`);
    expect(entry).toBeDefined();
    const lastmod = entry?.getElementsByTagName('lastmod')[0]?.textContent ?? '';
    expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    const links = [...(entry?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(Object.fromEntries(links)).toEqual({
      en: `${BASE}/showcase/${ids.shown}?lang=en`,
      zh: `${BASE}/showcase/${ids.shown}?lang=zh`,
      'x-default': `${BASE}/showcase/${ids.shown}`,
    });
  });

  it('beyond the per-file limit the sitemap is an index of parts that together list every URL once', async () => {
    const whole = parseXml((await createSeo(server.deps).sitemap()) as string).locs;
    const split = createSeo(server.deps, { urlsPerFile: 12 });
    const index = parseXml((await split.sitemap()) as string);
    expect(index.doc.documentElement.localName).toBe('sitemapindex');
    expect(index.locs.length).toBe(Math.ceil(whole.length / 12));
    const parts: string[] = [];
    for (const [i, loc] of index.locs.entries()) {
      expect(loc).toBe(`${BASE}/sitemap-${i + 1}.xml`);
      const xml = await split.sitemap(i + 1);
      const part = parseXml(xml as string).locs;
      expect(part.length).toBeLessThanOrEqual(12);
      parts.push(...part);
    }
    expect(parts).toEqual(whole);
    expect(await split.sitemap(index.locs.length + 1)).toBeNull();
    // Served by the app too: a part that does not exist is a 404.
    expect((await server.app.request(`${BASE}/sitemap-999.xml`)).status).toBe(404);
  });
});
