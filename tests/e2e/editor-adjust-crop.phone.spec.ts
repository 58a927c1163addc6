import { expect, test } from '@playwright/test';
import { drag, openEditorPatiently, photoBounds } from './adjust-crop-helpers';
import { makePng, pastePng } from './editor-helpers';

// At 390 px, in the touch editor: the photo's section is in More → Style; cropping closes the
// sheet so the frame can be dragged, and the crop bar fits the screen.
test('adjusts and crops a photo on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditorPatiently(page, '/indexMobile');
  await pastePng(page, makePng(600, 400));

  await page.getByTestId('sheet-more').tap();
  const section = page.getByTestId('adjust-section');
  await expect(section).toBeVisible();
  await section.getByRole('switch', { name: 'Black and white' }).check();
  await expect(section.getByTestId('adjust-reset')).toBeEnabled();
  await page.screenshot({ path: 'test-results/adjust-crop-phone-photo.png' });

  await section.getByTestId('crop-start').tap();
  await expect(page.getByRole('dialog')).toBeHidden();
  const bar = page.getByTestId('crop-controls');
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  expect(barBox.x).toBeGreaterThanOrEqual(0);
  expect(barBox.x + barBox.width).toBeLessThanOrEqual(390);

  // The bottom handle dragged up to the middle keeps the top half.
  const before = await photoBounds(page);
  const midX = (before.left + before.right) / 2;
  await drag(page, { x: midX, y: before.bottom - 1 }, { x: midX, y: (before.top + before.bottom) / 2 });
  await page.screenshot({ path: 'test-results/adjust-crop-phone-cropping.png' });
  await page.getByTestId('crop-done').tap();
  await expect(bar).toBeHidden();
  const after = await photoBounds(page);
  expect(after.bottom - after.top).toBeLessThan((before.bottom - before.top) * 0.6);
  expect(Math.abs(after.top - before.top)).toBeLessThan(3);
  await page.screenshot({ path: 'test-results/adjust-crop-phone-cropped.png' });
});
