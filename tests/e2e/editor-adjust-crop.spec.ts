import { expect, test } from '@playwright/test';
import { drag, openEditorPatiently, photoBounds, photoState } from './adjust-crop-helpers';
import { exportJson, layerRows, makePng, pastePng } from './editor-helpers';
import { apiSignUp, uniqueEmail } from './helpers';

// At 1280 px: adjust a photo, undo, crop it, reload and find both kept.
test('adjusts, undoes, crops a photo and keeps both through a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await apiSignUp(page.request, { email: uniqueEmail('adjust-crop'), password: 'adjust-crop-password', name: 'Ada Adjust' });
  await openEditorPatiently(page);
  await pastePng(page, makePng(600, 400));
  await expect(layerRows(page)).toHaveCount(1);
  const section = page.getByTestId('adjust-section');
  await expect(section).toBeVisible();

  // Black and white, then brightness by dragging its slider: two steps.
  await section.getByRole('switch', { name: 'Black and white' }).check();
  await expect.poll(async () => photoState(await exportJson(page)).filters).toEqual(['Grayscale']);
  const slider = await section.getByTestId('adjust-brightness').boundingBox();
  await drag(page, { x: slider!.x + slider!.width / 2, y: slider!.y + slider!.height / 2 }, { x: slider!.x + slider!.width * 0.8, y: slider!.y + slider!.height / 2 });
  await expect.poll(async () => photoState(await exportJson(page)).filters).toEqual(['Brightness', 'Grayscale']);
  await page.screenshot({ path: 'test-results/adjust-crop-desktop-adjusted.png' });

  // One undo takes the brightness off and leaves black and white.
  await page.getByTestId('undo').click();
  await expect.poll(async () => photoState(await exportJson(page)).filters).toEqual(['Grayscale']);

  // Crop: the frame starts around the whole photo; its right handle dragged to the middle.
  const before = await photoBounds(page);
  // Undo leaves nothing selected: select the photo again.
  await page.mouse.click((before.left + before.right) / 2, (before.top + before.bottom) / 2);
  await section.getByTestId('crop-start').click();
  await expect(page.getByTestId('crop-controls')).toBeVisible();
  const midY = (before.top + before.bottom) / 2;
  await drag(page, { x: before.right - 1, y: midY }, { x: (before.left + before.right) / 2, y: midY });
  await page.screenshot({ path: 'test-results/adjust-crop-desktop-cropping.png' });
  await page.getByTestId('crop-done').click();
  await expect(page.getByTestId('crop-controls')).toBeHidden();
  const doc = await exportJson(page);
  const state = photoState(doc);
  expect(state.cropX).toBe(0);
  expect(state.width).toBeGreaterThan(270);
  expect(state.width).toBeLessThan(330);
  expect(state.height).toBe(400);
  const after = await photoBounds(page);
  expect(after.right - after.left).toBeLessThan((before.right - before.left) * 0.6);
  expect(Math.abs(after.left - before.left)).toBeLessThan(4);

  // Cropping again shows the whole photo with the frame where the crop is; Escape leaves it as it was.
  await page.getByTestId('crop-start').click();
  await expect(page.getByTestId('crop-controls')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('crop-controls')).toBeHidden();
  expect(photoState(await exportJson(page)).width).toBe(state.width);

  // The auto-saved session brings the crop and the adjustment back.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-autosave', 'saved', { timeout: 20_000 });
  await page.reload();
  await page.getByRole('button', { name: 'Restore my last session' }).click();
  await expect(layerRows(page)).toHaveCount(1);
  expect(photoState(await exportJson(page))).toEqual(state);
  await page.screenshot({ path: 'test-results/adjust-crop-desktop-reloaded.png' });
});
