import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { renderTestScene } from '../../src/shared/bgremoval/synthetic/scenes';
import { exportJson, layerRows } from './editor-helpers';
import { apiSignUp, uniqueEmail } from './helpers';

/** A 1024² test image of the benchmark (a character on white with an arm gap) as a PNG file. */
async function characterPng(): Promise<Buffer> {
  const { image } = renderTestScene('character', 1024);
  return sharp(Buffer.from(image.data.buffer), { raw: { width: 1024, height: 1024, channels: 4 } })
    .png()
    .toBuffer();
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Notes in the page whether the progress bar was ever shown (a fast removal shows it only briefly). */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="bg-progress"]')) w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const sawProgress = (page: Page) => page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);

async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * 4 + 3];
}

test.describe('background removal tool (/tools/remove-background)', () => {
  test('a guest removes a background, downloads a transparent PNG and adds it to a design', async ({ page }) => {
    test.slow();
    await page.goto('/tools/remove-background');
    await expect(page.getByRole('heading', { level: 1, name: 'Remove background' })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A wrong file gets a clear message.
    await page.getByTestId('bg-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByTestId('bg-error')).toHaveText('This file is not a PNG, JPEG or WebP image.');

    await watchProgress(page);
    await page.getByTestId('bg-file-input').setInputFiles({ name: 'character.png', mimeType: 'image/png', buffer: await characterPng() });
    await expect(page.getByTestId('bg-result-image')).toBeVisible({ timeout: 20_000 });
    expect(await sawProgress(page)).toBe(true);
    await expect(page.getByTestId('bg-error')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('character-no-bg.png');
    const png = await fs.readFile(await file.path());
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([1024, 1024, true]);
    expect(await alphaAt(png, 3, 3)).toBe(0);
    expect(await alphaAt(png, 1020, 600)).toBe(0);
    expect(await alphaAt(png, 512, 512)).toBe(255);
    // The gap between the arm and the body is background showing through: removed too.
    expect(await alphaAt(png, 230, 660)).toBe(0);

    // Changing the tolerance redoes the removal (progress again, then a result).
    await watchProgress(page);
    const tolerance = page.getByRole('slider', { name: /Tolerance/ });
    await tolerance.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Tolerance: 7')).toBeVisible();
    await expect.poll(() => sawProgress(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled();

    await page.getByRole('button', { name: 'Add to design' }).click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(layerRows(page)).toHaveCount(1);
    const doc = await exportJson(page);
    expect(doc.objects[0]).toMatchObject({ type: 'image' });
    expect(String(doc.objects[0].src)).toMatch(/^data:image\/png;base64,/);
  });

  test('a signed-in user’s result is saved to materials, which the tool can open again, also by ?src=', async ({ page }) => {
    test.slow();
    await apiSignUp(page.request, { email: uniqueEmail('bg'), password: 'bg-removal-password', name: 'Bg Tester' });
    await page.goto('/tools/remove-background');
    await page.getByTestId('bg-file-input').setInputFiles({ name: 'character.png', mimeType: 'image/png', buffer: await characterPng() });
    await expect(page.getByTestId('bg-result-image')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add to design' }).click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(layerRows(page)).toHaveCount(1);
    const src = String((await exportJson(page)).objects[0].src);
    expect(src).toMatch(/\/api\/files\/raw\/.+/);

    const materials = (await (await page.request.get('/api/materials')).json()).materials as Array<{ name: string; url: string }>;
    expect(materials.map((m) => m.name)).toContain('character-no-bg.png');

    // Pick it from "my materials".
    await page.goto('/tools/remove-background');
    await page.getByRole('button', { name: 'Choose from my materials' }).click();
    await page.getByRole('button', { name: 'Use character-no-bg.png' }).click();
    await expect(page.getByTestId('bg-result-image')).toBeVisible({ timeout: 20_000 });

    // Arrive from another page of the site with ?src=…; another host is refused with a message.
    await page.goto(`/tools/remove-background?src=${encodeURIComponent(new URL(materials[0].url, page.url()).pathname)}`);
    await expect(page.getByTestId('bg-result-image')).toBeVisible({ timeout: 20_000 });
    await page.goto(`/tools/remove-background?src=${encodeURIComponent('https://elsewhere.example/cat.png')}`);
    await expect(page.getByTestId('bg-error')).toHaveText('This image address cannot be opened here: only images from this site can be used.');
  });
});
