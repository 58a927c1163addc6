import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, BASE_URL, uniqueEmail } from './helpers';

/**
 * What search engines and link previews read (decision 94): a library sticker opened from the gallery
 * gets an address of its own; that address, followed in a fresh browser, has the sticker's tags in its
 * head (as Chromium parsed them) and opens its dialog, from which it is bought.
 */

const SHOTS = '/work/notes/shots/seo';

async function shot(page: Page, name: string) {
  if (!fs.existsSync(SHOTS)) fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');
const link = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('href');

test("a library sticker's own link: its head has the title, description, picture, canonical and hreflang; followed, it opens the sticker to buy", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await apiSignUp(page.request, { email: uniqueEmail('seo'), password: 'seo-pass-1', name: 'Sam Share' });

  // In the gallery, a sticker's Add to cart puts it in the address: that is the link to share.
  // On a fresh install the thumbnails are rendered by a job just after start: the picture the link shows.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/library?q=hello')).json()).items as { name: string; thumbnailUrl: string | null }[]).find((i) => i.name === 'Happy Hello Cat')
          ?.thumbnailUrl ?? null,
      {
        timeout: 90_000,
      },
    )
    .not.toBeNull();
  await page.goto('/StickerLibrary?q=hello');
  await page.getByTestId('catalog-card').filter({ hasText: 'Happy Hello Cat' }).getByTestId('library-add-to-cart').click();
  await expect(page.getByRole('dialog')).toContainText('Order “Happy Hello Cat”');
  await expect(page).toHaveURL(/[?&]item=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get('item') as string;
  const stored = (await (await page.request.get(`/api/library/${id}`)).json()).item as { name: string; description: string; thumbnailUrl: string };
  expect(stored.name).toBe('Happy Hello Cat');
  // Closing the dialog takes the sticker out of the address again.
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/item=/);

  // Someone follows the link in a fresh browser (signed out, as a link-preview bot or a search engine).
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shared = await visitor.newPage();
  const res = await shared.goto(`/StickerLibrary?item=${id}`);
  expect(res?.status()).toBe(200);
  const served = await res?.text();
  expect(served).toContain('<title>Happy Hello Cat · Sticker Studio</title>');
  expect(await meta(shared, 'meta[property="og:title"]')).toBe('Happy Hello Cat · Sticker Studio');
  expect(await meta(shared, 'meta[name="description"]')).toBe(stored.description.replace(/\s+/g, ' ').trim().slice(0, 200));
  expect(await meta(shared, 'meta[property="og:description"]')).toBe(await meta(shared, 'meta[name="description"]'));
  expect(await meta(shared, 'meta[property="og:type"]')).toBe('website');
  expect(await meta(shared, 'meta[property="og:url"]')).toBe(`${BASE_URL}/StickerLibrary?item=${id}`);
  expect(await link(shared, 'link[rel="canonical"]')).toBe(`${BASE_URL}/StickerLibrary?item=${id}`);
  expect(await link(shared, 'link[rel="alternate"][hreflang="en"]')).toBe(`${BASE_URL}/StickerLibrary?item=${id}&lang=en`);
  expect(await link(shared, 'link[rel="alternate"][hreflang="zh"]')).toBe(`${BASE_URL}/StickerLibrary?item=${id}&lang=zh`);
  expect(await link(shared, 'link[rel="alternate"][hreflang="x-default"]')).toBe(`${BASE_URL}/StickerLibrary?item=${id}`);
  expect(await meta(shared, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await shared.locator('head meta[name="robots"]').count()).toBe(0);
  // og:image is the sticker's thumbnail, absolute, and really an image anyone can fetch.
  const image = (await meta(shared, 'meta[property="og:image"]')) as string;
  expect(image).toBe(new URL(stored.thumbnailUrl, BASE_URL).href);
  const picture = await visitor.request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);

  // The link opens the sticker's dialog.
  await expect(shared.getByRole('dialog')).toContainText('Order “Happy Hello Cat”');
  await shot(shared, 'library-item-link-1280-en');
  await shared.setViewportSize({ width: 390, height: 844 });
  await shot(shared, 'library-item-link-390-en');
  await visitor.close();

  // The same link, followed signed in, buys that sticker into the account's cart (what the server stored).
  await page.goto(`/StickerLibrary?item=${id}`);
  await expect(page.getByRole('dialog')).toContainText('Order “Happy Hello Cat”');
  await page.getByTestId('library-buy-add').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  const cart = (await (await page.request.get('/api/cart')).json()).cart as { lines: Array<{ designName: string; options: { product: string } }> };
  expect(cart.lines.map((l) => [l.designName, l.options.product])).toContainEqual(['Happy Hello Cat', 'library-item']);
});

test('?lang=zh: the head and the interface in Chinese; a link to a sticker no longer in the library says so, with noindex', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/StickerLibrary?q=hello&lang=zh');
  await expect(page.getByRole('heading', { level: 1, name: '贴纸库' })).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  expect(await meta(page, 'meta[property="og:locale"]')).toBe('zh_CN');
  expect(await link(page, 'link[rel="canonical"]')).toBe(`${BASE_URL}/StickerLibrary?lang=zh`);
  await page.getByTestId('catalog-card').first().getByTestId('library-add-to-cart').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/item=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/lang=zh/);
  await shot(page, 'library-item-link-1280-zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'library-item-link-390-zh');

  for (const [lang, text] of [
    ['en', 'This sticker is no longer in the library'],
    ['zh', '这款贴纸已不在贴纸库中'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/StickerLibrary?item=00000000-0000-4000-8000-000000000000&lang=${lang}`);
    await expect(page.getByTestId('library-linked-missing')).toContainText(text);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await meta(page, 'meta[name="robots"]')).toBe('noindex');
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
    await shot(page, `library-item-missing-1280-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `library-item-missing-390-${lang}`);
  }
});

test('robots.txt and sitemap.xml are served as text and XML, the sitemap listing the library stickers', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  const ids = ((await (await request.get('/api/library?pageSize=5')).json()).items as { id: string }[]).map((i) => i.id);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(xml).toContain(`<loc>${BASE_URL}/StickerLibrary?item=${id}</loc>`);
});
