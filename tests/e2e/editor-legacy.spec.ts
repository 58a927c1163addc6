import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { canvas, exportJson, layerRows, openEditor } from './editor-helpers';

/** vue-fabric-editor's poster: a dark design area, white text on it. */
const poster = {
  version: '5.3.0',
  background: '#f1f3f5',
  objects: [
    { type: 'rect', version: '5.3.0', id: 'workspace', left: 0, top: 0, width: 900, height: 1200, fill: '#1d3557', selectable: false },
    { type: 'textbox', version: '5.3.0', left: 100, top: 100, width: 700, height: 90, text: 'Night market', fontSize: 80, fill: '#ffffff' },
  ],
};

function writeTemp(name: string, content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-legacy-')), name);
  fs.writeFileSync(file, content);
  return file;
}

async function centrePixel(page: Page): Promise<number[]> {
  const { data, info } = await sharp(await canvas(page).screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const i = 3 * (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2));
  return [...data.subarray(i, i + 3)];
}

test('a coloured Fabric poster opens in its colours, twice from the same file, and keeps them in its JSON', async ({ page }) => {
  await openEditor(page);
  const file = writeTemp('poster.json', JSON.stringify(poster));
  for (let i = 0; i < 2; i++) {
    await page.getByLabel('Open design').setInputFiles(file);
    await expect(page.getByText('Opened poster.json.').first()).toBeVisible();
    await expect(layerRows(page)).toHaveCount(1);
  }
  expect(await centrePixel(page)).toEqual([0x1d, 0x35, 0x57]);
  const json = await exportJson(page);
  expect(json.workspace).toMatchObject({ width: 900, height: 1200, fill: '#1d3557' });
  await page.screenshot({ path: test.info().outputPath('legacy-poster-1280.png') });
});

test('an unreadable file gets a clear message', async ({ page }) => {
  await openEditor(page);
  await page.getByLabel('Open design').setInputFiles(writeTemp('broken.json', '{"objects": [1,'));
  await expect(page.getByText('This file is not valid JSON.')).toBeVisible();
});

test('a 300-layer design lists its layers virtually, and a long name never scrolls the panel sideways', async ({ page }) => {
  await openEditor(page);
  const objects = Array.from({ length: 300 }, (_, i) => ({
    type: 'rect',
    left: (i % 20) * 70,
    top: Math.floor(i / 20) * 70,
    width: 60,
    height: 60,
    fill: '#e63946',
    name: i === 299 ? 'A very long layer name that goes on and on and on beyond the panel' : `Box ${i}`,
  }));
  await page
    .getByLabel('Open design')
    .setInputFiles(writeTemp('many.json', JSON.stringify({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 }, objects })));
  await expect(page.getByTestId('layers-virtual')).toBeVisible();
  const rendered = await layerRows(page).count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(60);
  const scroller = page.getByTestId('layers-virtual');
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(layerRows(page).first()).toContainText('A very long layer name');
  await page.screenshot({ path: test.info().outputPath('legacy-layers-1280.png') });
});
