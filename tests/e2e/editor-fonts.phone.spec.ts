import { expect, test } from '@playwright/test';
import { openEditor } from './editor-helpers';
import { fakeGoogleFonts } from './font-fakes';

// Fonts at 390 px: the picker fits the phone, searches the catalogue and applies a font.
test('on a phone, the font picker searches the Google Fonts catalogue and applies a font', async ({ page }) => {
  await fakeGoogleFonts(page);
  await openEditor(page, '/indexMobile');
  await page.getByTestId('sheet-text').tap();
  const sheet = page.getByRole('dialog', { name: 'Text' });
  await sheet.getByTestId('font-select').tap();
  const picker = page.getByTestId('font-picker');
  await expect(picker).toBeVisible();
  await page.getByTestId('font-search').fill('pacif');
  const pacifico = picker.locator('[data-testid="font-option"][data-family="Pacifico"]').first();
  await expect(pacifico).toBeVisible();
  const box = await picker.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.getByTestId('font-search').fill('caveat');
  await expect(picker.locator('[data-family="Caveat"]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/editor-fonts-search-390.png' });
  await picker.locator('[data-family="Caveat"]').first().tap();
  await expect(picker).toBeHidden();
  await expect(sheet.getByTestId('font-select')).toHaveText('Caveat');
  await page.screenshot({ path: 'test-results/editor-fonts-applied-390.png' });
});
