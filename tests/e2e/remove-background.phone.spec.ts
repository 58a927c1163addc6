import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { renderTestScene } from '../../src/shared/bgremoval/synthetic/scenes';

async function expectFitsAndPassesAxe(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('background removal on a phone (390 px): picker and result fit the screen and pass axe', async ({ page }) => {
  test.slow();
  await page.goto('/tools/remove-background');
  await expect(page.getByRole('heading', { level: 1, name: 'Remove background' })).toBeVisible();
  await expectFitsAndPassesAxe(page);

  const { image } = renderTestScene('donut', 512);
  const png = await sharp(Buffer.from(image.data.buffer), { raw: { width: 512, height: 512, channels: 4 } })
    .png()
    .toBuffer();
  await page.getByTestId('bg-file-input').setInputFiles({ name: 'donut.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('bg-result-image')).toBeVisible({ timeout: 20_000 });
  const frame = await page.getByTestId('bg-compare').boundingBox();
  expect(frame?.width).toBeGreaterThan(300);
  await expectFitsAndPassesAxe(page);
});
