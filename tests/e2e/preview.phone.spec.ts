import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiSignUp, expectActualSize, uniqueEmail, waitForApp } from './helpers';

/** /preview on a 390 px touch phone: the sticker, its cut line and the controls fit and respond to taps. */

test('preview on a phone: fits the screen, taps change the material and the size', async ({ page }, testInfo) => {
  await apiSignUp(page.request, { email: uniqueEmail('preview-phone'), password: 'preview-password', name: 'Pia Phone' });
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect x="40" y="40" width="520" height="320" rx="60" fill="#0ca678"/></svg>';
  const src = `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
  const json = {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1000 },
    objects: [{ type: 'image', name: 'badge.png', left: 150, top: 100, width: 600, height: 400, scaleX: 2, scaleY: 2, originX: 'left', originY: 'top', src }],
  };
  const res = await page.request.post('/api/designs', { data: { name: 'Phone sticker', json } });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).design.id;

  await page.goto(`/preview?design=${id}`);
  await waitForApp(page);
  await expect(page.getByTestId('preview-cutline')).toHaveAttribute('d', /^M/, { timeout: 20_000 });
  // It opens at the editor's size (1500 units = 5 in). The size is the sticker as cut: the
  // 1040 × 640 unit badge plus a 1/8 in border each side measures it on its longer side. At 3 in the badge
  // gets 2.75 in for 1040 units: 600 px shown 1200 units wide = 3.17 in → 189 DPI.
  await expect(page.getByTestId('preview-size').getByRole('radio', { name: '5', exact: true })).toBeChecked();
  await expectActualSize(page, 5, 3.17);
  await page.getByTestId('preview-size').getByText('3', { exact: true }).tap();
  await expectActualSize(page, 3, 1.94);
  await expect(page.getByTestId('preview-dpi-warning')).toHaveAttribute('data-level', 'low');
  await expect(page.getByTestId('preview-dpi-warning')).toContainText('badge.png prints at 189 DPI');

  await page.getByTestId('preview-mode-clear').tap();
  await expect(page.getByTestId('preview-sticker')).toHaveAttribute('data-mode', 'clear');
  // Smaller still (a custom 1.75 in: the badge gets 1.5 in for 1040 units) the badge has enough pixels.
  await page.getByTestId('preview-size').getByText('Custom', { exact: true }).tap();
  await page.getByTestId('preview-custom-size').fill('1.75');
  await expectActualSize(page, 1.75, 1.17);
  await expect(page.getByTestId('preview-resolution').getByText('badge.png: 347 DPI')).toBeVisible();
  await expect(page.getByTestId('preview-dpi-warning')).toHaveCount(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await page.getByTestId('preview-sticker').boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  await page.screenshot({ path: testInfo.outputPath('preview-phone.png') });
});
