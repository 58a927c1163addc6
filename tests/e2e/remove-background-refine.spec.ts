import { expect, test } from '@playwright/test';
import { downloadAlpha, openRefine, screenPoint, screenshotRefine } from './refine-helpers';

const SIZE = 1024;

test('refine brush on a desktop: an erase stroke and a keep stroke change the PNG, undo brings it back, a click removes an area', async ({ page }, testInfo) => {
  test.slow();
  await openRefine(page, SIZE);

  // The character's body at y = 700 is kept by the removal.
  let alpha = await downloadAlpha(page);
  expect(alpha(512, 700)).toBe(255);
  expect(alpha(100, 900)).toBe(0);

  // Erase a stroke across the body (the erase brush is the default tool).
  await expect(page.getByRole('button', { name: 'Erase brush' })).toHaveAttribute('aria-pressed', 'true');
  const from = await screenPoint(page, SIZE, 420, 700);
  const to = await screenPoint(page, SIZE, 600, 700);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  alpha = await downloadAlpha(page);
  expect(alpha(512, 700)).toBe(0);
  expect(alpha(512, 800)).toBe(255);

  // Keep a stroke on the background.
  await page.getByRole('button', { name: 'Keep brush' }).click();
  const bg = await screenPoint(page, SIZE, 100, 900);
  await page.mouse.move(bg.x, bg.y);
  await page.mouse.down();
  await page.mouse.move(bg.x + 30, bg.y, { steps: 4 });
  await page.mouse.up();
  alpha = await downloadAlpha(page);
  expect(alpha(100, 900)).toBe(255);
  expect(alpha(512, 700)).toBe(0);
  await screenshotRefine(page, testInfo.outputPath('refine-1280.png'));

  // Undo twice: the keep stroke, then the erase stroke.
  await page.getByRole('button', { name: 'Undo' }).click();
  alpha = await downloadAlpha(page);
  expect(alpha(100, 900)).toBe(0);
  expect(alpha(512, 700)).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  alpha = await downloadAlpha(page);
  expect(alpha(512, 700)).toBe(255);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // Click to remove: the clicked area of similar colour (the pink cheek) goes, the body around it stays.
  await page.getByRole('button', { name: 'Click to remove' }).click();
  const cheek = await screenPoint(page, SIZE, 380, 500);
  await page.mouse.click(cheek.x, cheek.y);
  alpha = await downloadAlpha(page);
  expect(alpha(380, 500)).toBe(0);
  expect(alpha(512, 800)).toBe(255);

  // Click to keep: the background at a corner comes back.
  await page.getByRole('button', { name: 'Click to keep' }).click();
  const corner = await screenPoint(page, SIZE, 20, 20);
  await page.mouse.click(corner.x, corner.y);
  alpha = await downloadAlpha(page);
  expect(alpha(20, 20)).toBe(255);
});

test('an image with too many pixels gets a clear message before any decoding, and the page stays usable', async ({ page }) => {
  await page.goto('/tools/remove-background');
  // A PNG header that announces 10 000 × 6 000 pixels (60 megapixels): refused from the header alone.
  const header = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(header, 0);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(10_000, 16);
  header.writeUInt32BE(6_000, 20);
  await page.getByTestId('bg-file-input').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: header });
  await expect(page.getByTestId('bg-error')).toHaveText('This image has too many pixels to open here (more than 50 megapixels). Choose a smaller image.');
  await expect(page.getByTestId('bg-file-input')).toBeAttached();
});
