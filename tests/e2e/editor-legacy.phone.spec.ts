import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openEditor } from './editor-helpers';

test('a coloured Fabric poster opens on a phone in its colours', async ({ page }) => {
  await openEditor(page, '/indexMobile');
  const doc = {
    version: '5.3.0',
    objects: [
      { type: 'rect', id: 'workspace', left: 0, top: 0, width: 900, height: 1200, fill: '#1d3557' },
      { type: 'textbox', left: 100, top: 100, width: 700, height: 90, text: 'Night market', fontSize: 80, fill: '#ffffff' },
    ],
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-legacy-')), 'poster.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  // The phone editor opens designs from its More sheet, File tab.
  await page.getByTestId('sheet-more').tap();
  await page.getByRole('tab', { name: 'File' }).tap();
  await page.getByLabel('Open design').setInputFiles(file);
  await expect(page.getByText('Opened poster.json.').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('legacy-poster-390.png') });
});
