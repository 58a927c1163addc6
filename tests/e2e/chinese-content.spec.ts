import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, waitForApp } from './helpers';

/**
 * Issue 29 parts 9 and 10 as a reader sees them: the sticker library and templates in Chinese (names
 * and descriptions from the server, search in Chinese), and the admin's price form in dollars and
 * percentages. SHOTS_DIR keeps the screenshots (default test-results/).
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';
const VIEWS = [
  ['en', 1280],
  ['zh', 1280],
  ['en', 390],
  ['zh', 390],
] as const;

async function view(page: Page, lang: string, width: number, url: string) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
  await page.goto(url);
  await waitForApp(page);
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test('the sticker library and templates read in Chinese, and a Chinese search finds Chinese names', async ({ page }) => {
  for (const [lang, width] of VIEWS) {
    await view(page, lang, width, '/StickerLibrary');
    const names = page.getByTestId('catalog-card');
    await expect(names.first()).toBeVisible({ timeout: 20_000 });
    if (lang === 'zh') await expect(page.getByText('生日星星徽章')).toBeVisible();
    else await expect(page.getByText('Birthday Star Badge')).toBeVisible();
    await shot(page, `library-${width}-${lang}`);
  }
  await view(page, 'zh', 1280, '/StickerLibrary');
  await page.getByPlaceholder('按名称或标签搜索，例如 猫咪、生日').fill('猫咪');
  await expect(page.getByText('猫咪俱乐部徽章')).toBeVisible();
  await view(page, 'zh', 1280, '/templates');
  await expect(page.getByText('咖啡店标志')).toBeVisible({ timeout: 20_000 });
});

test('the admin price form shows dollars and percentages in both languages', async ({ page }) => {
  (await adminRequest()).dispose();
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  for (const [lang, width] of VIEWS) {
    await view(page, lang, width, '/admin/prices');
    await expect(page.getByTestId('price-base-1-0')).toHaveValue('$49.00');
    await expect(page.getByTestId('price-product-kiss-cut')).toHaveValue('115 %');
    await shot(page, `admin-prices-${width}-${lang}`);
  }
});
