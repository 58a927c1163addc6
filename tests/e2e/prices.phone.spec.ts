import { expect, type Page, test } from '@playwright/test';

/** The price pages on a phone (390 px): one card per size, no sideways scrolling. */

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [path, title, file] of [
  ['/StickerLibraryPrice', 'Sticker library prices', 'library'],
  ['/VinylDecalPrice', 'Vinyl decal prices', 'decal'],
] as const) {
  test(`${path} fits a phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('price-grid-cards')).toBeVisible();
    await expect(page.getByTestId('price-grid-table')).toBeHidden();
    await expect(page.getByTestId('quote-total')).toContainText('CAD');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/prices-${file}-390.png`, fullPage: true });
  });
}
