import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { exportJson, layerRows, pngSize } from './editor-helpers';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Clicks a button that starts a download and returns the file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await fs.readFile(await file.path()) };
}

/** Decodes a PNG and counts its pixels that are not transparent, and the dark ones among them. */
async function countPixels(png: Buffer): Promise<{ width: number; height: number; opaque: number; dark: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let opaque = 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    opaque++;
    if (data[i] < 60 && data[i + 1] < 60 && data[i + 2] < 60) dark++;
  }
  return { width: info.width, height: info.height, opaque, dark };
}

test.describe('QR code tool (/tools/qr-code)', () => {
  test('makes a QR, downloads PNG and SVG, adds it to a design and edits it there', async ({ page }) => {
    // A long journey (two pages, the editor chunk, three axe runs): more time on a busy 2-core machine.
    test.slow();
    const url = 'https://stickerstudio.ca/e2e-qr';
    await page.goto('/tools/qr-code');
    await expect(page.getByRole('heading', { level: 1, name: 'QR code generator' })).toBeVisible();
    await page.getByTestId('qr-text').fill(url);
    await expect(page.getByRole('img', { name: 'QR code preview' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const png = await download(page, 'Download PNG');
    expect(png.name).toBe('qr-code.png');
    expect(pngSize(png.bytes)).toEqual({ width: 512, height: 512 });
    const pixels = await countPixels(png.bytes);
    expect(pixels.dark).toBeGreaterThan(10_000);
    expect(pixels.dark).toBeLessThan(pixels.opaque);

    const svg = await download(page, 'Download SVG');
    expect(svg.name).toBe('qr-code.svg');
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<svg [^>]*width="512"/);
    expect(text).toMatch(/<path [^>]*stroke="#000000"[^>]*d="M/);

    // Too much text for the level: a clear message, and nothing to download.
    await page.getByTestId('qr-text').fill('x'.repeat(1500));
    await page.getByTestId('qr-level').click();
    await page.getByRole('option', { name: /High/ }).click();
    await expect(page.getByText(/too long for a QR code at this error-correction level/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await page.getByTestId('qr-text').fill(url);

    await page.getByRole('button', { name: 'Add to design' }).click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(layerRows(page)).toHaveCount(1);
    const before = (await exportJson(page)).objects[0];
    expect(before).toMatchObject({ type: 'image', extensionType: 'qrcode', extension: { text: url, size: 512, errorCorrectionLevel: 'H' } });
    expect(String(before.src)).toMatch(/^data:image\/svg\+xml;base64,/);

    await layerRows(page).first().click();
    await page.getByTestId('edit-qr-code').click();
    const dialog = page.getByRole('dialog', { name: 'Edit QR code' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('qr-text')).toHaveValue(url);
    await expectNoSeriousViolations(page);
    await dialog.getByTestId('qr-text').fill('https://stickerstudio.ca/edited');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();

    const after = (await exportJson(page)).objects[0];
    expect(after.extension).toMatchObject({ text: 'https://stickerstudio.ca/edited' });
    expect(after.src).not.toBe(before.src);
    // Same object, same place.
    expect({ id: after.id, left: after.left, top: after.top, scaleX: after.scaleX }).toEqual({ id: before.id, left: before.left, top: before.top, scaleX: before.scaleX });
  });
});

/** Pixels of the drawing canvas that are not transparent. */
function paintedPixels(page: Page): Promise<number> {
  return page.getByTestId('draw-canvas').evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
    return painted;
  });
}

/** Drags the mouse across the drawing canvas, from (fx, fy) to (tx, ty) as fractions of its size. */
async function stroke(page: Page, from: [number, number], to: [number, number]) {
  const box = await page.getByTestId('draw-canvas').boundingBox();
  if (!box) throw new Error('no drawing canvas');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 12 });
  await page.mouse.up();
}

test.describe('drawing tool (/tools/draw)', () => {
  test('draws, undoes and redoes, exports a cropped transparent PNG and continues in the editor', async ({ page }) => {
    await page.goto('/tools/draw');
    await expect(page.getByRole('heading', { level: 1, name: 'Drawing tool' })).toBeVisible();
    expect(await paintedPixels(page)).toBe(0);
    await expectNoSeriousViolations(page);

    await stroke(page, [0.2, 0.3], [0.6, 0.5]);
    const painted = await paintedPixels(page);
    expect(painted).toBeGreaterThan(1000);
    await page.getByTestId('draw-undo').click();
    await expect.poll(() => paintedPixels(page)).toBe(0);
    await page.getByTestId('draw-redo').click();
    await expect.poll(() => paintedPixels(page)).toBe(painted);

    // The eraser takes paint away to transparency.
    await page.getByTestId('draw-tool').getByText('Eraser').click();
    await stroke(page, [0.2, 0.3], [0.6, 0.5]);
    expect(await paintedPixels(page)).toBeLessThan(painted);
    await page.getByTestId('draw-undo').click();
    await expect.poll(() => paintedPixels(page)).toBe(painted);
    await page.getByTestId('draw-tool').getByText('Brush').click();

    const png = await download(page, 'Download PNG');
    expect(png.name).toBe('drawing.png');
    const pixels = await countPixels(png.bytes);
    expect(pixels.opaque).toBeGreaterThan(1000);
    // Cropped to the stroke (40 % by 20 % of the 1024 px canvas, plus the brush and a 16 px margin).
    expect(pixels.width).toBeLessThan(600);
    expect(pixels.height).toBeLessThan(400);
    expect(pixels.opaque).toBeLessThan(pixels.width * pixels.height);

    // Clearing asks first; Cancel keeps the drawing.
    await page.getByTestId('draw-clear').click();
    const confirm = page.getByRole('dialog', { name: 'Clear the drawing?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await paintedPixels(page)).toBe(painted);

    await page.getByRole('button', { name: 'Continue in the editor' }).click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(layerRows(page)).toHaveCount(1);
    await expect(layerRows(page).first()).toContainText('Drawing');
    const doc = await exportJson(page);
    expect(doc.objects[0]).toMatchObject({ type: 'image', name: 'Drawing' });
    expect(String(doc.objects[0].src)).toMatch(/^data:image\/png;base64,/);
  });

  test('clears after confirmation, and the clear can be undone', async ({ page }) => {
    await page.goto('/tools/draw');
    await stroke(page, [0.1, 0.1], [0.9, 0.9]);
    const painted = await paintedPixels(page);
    await page.getByTestId('draw-clear').click();
    await page.getByRole('dialog', { name: 'Clear the drawing?' }).getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => paintedPixels(page)).toBe(0);
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await page.getByTestId('draw-undo').click();
    await expect.poll(() => paintedPixels(page)).toBe(painted);
  });
});
