import { expect, test } from '@playwright/test';
import { openEditorPatiently, pixelsOnCanvas } from './editor-outline-helpers';

/** The sticker border's colour and the text effect tiles on a 390 px phone: they fit and answer taps. */
test('mobile editor: a red border on a shape and Neon on a text from the Style sheet', async ({ page }, testInfo) => {
  await openEditorPatiently(page, '/indexMobile');
  await page.getByTestId('sheet-shapes').tap();
  await page.getByRole('dialog', { name: 'Shapes' }).getByTestId('add-shape-star').tap();
  await page.getByTestId('sheet-more').tap();
  const more = page.getByRole('dialog', { name: 'More' });
  await expect(more).toBeVisible();
  await more.getByTestId('outline-color').fill('#ff0000');
  await page.keyboard.press('Escape');
  await expect.poll(() => pixelsOnCanvas(page, 'red')).toBeGreaterThan(200);

  await page.getByTestId('sheet-text').tap();
  await page.getByRole('dialog', { name: 'Text' }).getByTestId('add-heading').tap();
  await page.getByTestId('sheet-more').tap();
  const tiles = page.getByRole('group', { name: 'Text effects' });
  await tiles.getByTestId('text-effect-neon').tap();
  await expect(tiles.getByTestId('text-effect-neon')).toHaveAttribute('aria-pressed', 'true');
  const box = await tiles.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('outline-text-effects-390.png') });
  await page.getByRole('button', { name: 'Close' }).first().tap();
  await expect(page.getByRole('dialog', { name: 'More' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('outline-canvas-390.png') });
});
