import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, uniqueEmail, waitForApp } from './helpers';

/** Where the screenshots go (1280 and 390 px, en and zh), when set. */
const SHOTS = process.env.STOREREST_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return;
  for (const lng of ['en', 'zh'] as const) {
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lng);
    await page.reload();
    await ready();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.getByTestId('invoice-list').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${lng}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  await ready();
}

/**
 * A credit pack bought on the billing page: its receipt's invoice is listed there and downloads as the
 * PDF the server keeps for that account.
 */
test('a credit pack bought on the billing page is listed with its invoice, which downloads as a PDF', async ({ page }) => {
  test.setTimeout(90_000);
  await apiSignUp(page.request, { email: uniqueEmail('invoice'), password: 'invoice-password', name: 'Ivy Invoice' });
  await page.goto('/subscription');
  await waitForApp(page);
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await page
    .getByTestId('pack-small')
    .getByRole('button', { name: /Buy for/ })
    .click();
  await expect(page.getByTestId('test-mode-banner')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Pay .*\(test\)$/ }).click();
  await expect(page).toHaveURL(/\/subscription\?checkout=success$/);

  const row = page.getByTestId('invoice-row');
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toHaveAttribute('data-kind', 'pack');
  await expect(row).toContainText('Credit pack: 155 credits');
  await expect(row).toContainText('3.99');
  // What the server stored for this account: one pack invoice, and the row names its number.
  const stored = (await (await page.request.get('/api/payments/invoices')).json()).invoices;
  expect(stored).toHaveLength(1);
  await expect(row).toContainText(stored[0].number);

  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download invoice ${stored[0].number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoice-C-[0-9A-F]{8}\.pdf$/);
  const path = await file.path();
  const bytes = (await import('node:fs')).readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await shoot(page, 'billing-invoices', async () => {
    await expect(page.getByTestId('invoice-row')).toHaveCount(1);
  });
});
