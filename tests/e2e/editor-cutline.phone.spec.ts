import { expect, test } from '@playwright/test';
import { layerRows, openEditor } from './editor-helpers';

/** The cut line control on a 390 px touch phone: reachable from the top bar, fits, and answers taps. */
test('mobile editor: the cut line control fits the phone and retraces on a tap', async ({ page }, testInfo) => {
  await openEditor(page, '/indexMobile');
  await page.getByTestId('sheet-shapes').tap();
  const sheet = page.getByRole('dialog', { name: 'Shapes' });
  await sheet.getByTestId('add-shape-star').tap();
  await expect(sheet).toBeHidden();
  await page.getByTestId('sheet-layers').tap();
  await expect(layerRows(page)).toHaveCount(1);
  await page.getByRole('dialog', { name: 'Layers' }).getByRole('button', { name: 'Close' }).tap();

  await page.getByTestId('cutline-button').tap();
  const panel = page.getByTestId('cutline-settings');
  await expect(panel).toBeVisible();
  const status = page.getByTestId('cutline-status');
  await expect(status).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await page.getByTestId('cutline-kind').getByText('Kiss-cut').tap();
  await expect(page.getByText('Only the vinyl is cut: the sticker stays on a backing sheet.')).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });

  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('cutline-control-390.png') });
});
