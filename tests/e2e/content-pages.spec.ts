import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';

/**
 * The content pages render in English and Chinese at 1280 and 390 px: the storefronts (/, /landing-alt),
 * the galleries, the signed-in /home and /design-url-test (which refuses anything but this app's own
 * storage). CONTENT_SCREENSHOTS_DIR=<dir> keeps a full-page screenshot of each.
 */
const SHOTS = process.env.CONTENT_SCREENSHOTS_DIR;

const PAGES: Array<{ path: string; name: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/',
    name: 'landing',
    ready: async (page) => {
      await expect(page.getByTestId('landing-products')).toBeVisible();
      await expect(page.getByTestId('landing-library-strip').locator('img').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('landing-prices')).toBeVisible();
    },
  },
  {
    path: '/landing-alt',
    name: 'landing-alt',
    ready: async (page) => {
      await expect(page.getByTestId('landing-alt-categories')).toBeVisible();
      await expect(page.getByTestId('landing-template-strip').locator('img').first()).toBeVisible({ timeout: 30_000 });
    },
  },
  { path: '/StickerLibrary', name: 'library', ready: async (page) => await expect(page.getByTestId('catalog-card').first().locator('img')).toBeVisible({ timeout: 30_000 }) },
  { path: '/templates', name: 'templates', ready: async (page) => await expect(page.getByTestId('catalog-card').first().locator('img')).toBeVisible({ timeout: 30_000 }) },
  { path: '/home', name: 'home', ready: async (page) => await expect(page.getByTestId('home-credits')).toBeVisible() },
  {
    path: '/design-url-test?url=/api/templates/ID/document',
    name: 'design-url-test',
    ready: async (page) => await expect(page.getByTestId('design-url-preview').locator('img')).toBeVisible({ timeout: 30_000 }),
  },
];

for (const language of ['en', 'zh'] as const) {
  test(`the content pages render in ${language} at 1280 and 390 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await apiSignUp(page.request, { email: uniqueEmail(`content-${language}`), password: 'content-pass', name: 'Connie Content' });
    const template = (await (await page.request.get('/api/templates?q=coffee%20shop')).json()).items[0];
    // A fresh server renders the starting set's thumbnails in its first minute: the storefronts show pictures only.
    await expect
      .poll(async () => (await (await page.request.get('/api/library?pageSize=48')).json()).items.every((i: { thumbnailUrl: string | null }) => i.thumbnailUrl), {
        timeout: 120_000,
      })
      .toBe(true);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      for (const p of PAGES) {
        await page.goto(p.path.replace('ID', template.id));
        await expect(page.locator('main h1').first()).toBeVisible();
        await p.ready(page);
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), p.name).toBeLessThanOrEqual(width);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${p.name}-${language}-${width}.png`, fullPage: true });
      }
    }
  });
}

test('design-url-test refuses a foreign address with a clear message, and never fetches it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`/design-url-test?url=${encodeURIComponent('https://evil.example/design.json')}`);
  await expect(page.getByTestId('design-url-refused')).toContainText('Only designs stored by Sticker Studio can be opened here. This address points to evil.example.');
  await page.getByTestId('design-url-input').fill('/api/me');
  await page.getByRole('button', { name: 'Load preview' }).click();
  await expect(page.getByTestId('design-url-refused')).toContainText("This address is not a design file in Sticker Studio's storage.");
  expect(requested.filter((u) => new URL(u).host === 'evil.example')).toEqual([]);
});
