import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { renderTestScene } from '../../src/shared/bgremoval/synthetic/scenes';

/** A test image of the benchmark (a character on white with an arm gap) as a PNG file. */
export async function characterPng(size: number): Promise<Buffer> {
  const { image } = renderTestScene('character', size);
  return sharp(Buffer.from(image.data.buffer), { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toBuffer();
}

/** Opens the tool with the character image and switches to the refine view. */
export async function openRefine(page: Page, size: number): Promise<void> {
  await page.goto('/tools/remove-background');
  await page.getByTestId('bg-file-input').setInputFiles({ name: 'character.png', mimeType: 'image/png', buffer: await characterPng(size) });
  await expect(page.getByTestId('bg-result-image')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('bg-view').getByText('Refine').click();
  await expect(page.getByTestId('bg-refine-canvas')).toBeVisible();
}

/** The screen position of an image pixel on the refine canvas, scrolled into view. */
export async function screenPoint(page: Page, imageSize: number, x: number, y: number): Promise<{ x: number; y: number }> {
  await page.getByTestId('bg-refine-canvas').evaluate((el, fraction) => {
    const box = el.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height * fraction - window.innerHeight / 2);
  }, y / imageSize);
  const box = await page.getByTestId('bg-refine-canvas').boundingBox();
  if (!box) throw new Error('no refine canvas');
  const scale = box.width / imageSize;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

/** Downloads the result PNG (once it reflects the latest refinement) and returns a reader of its alpha. */
export async function downloadAlpha(page: Page): Promise<(x: number, y: number) => number> {
  const button = page.getByRole('button', { name: 'Download PNG' });
  await expect(button).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await button.click();
  const png = await fs.readFile(await (await downloading).path());
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x, y) => data[(y * info.width + x) * 4 + 3];
}

/** A screenshot of the refine view: its toolbar just under the page header, the canvas below. */
export async function screenshotRefine(page: Page, path: string): Promise<void> {
  await page.getByTestId('bg-refine-toolbar').evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -140);
  });
  await page.screenshot({ path });
}
