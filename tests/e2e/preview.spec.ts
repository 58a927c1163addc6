import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { layerRows, openEditor } from './editor-helpers';
import { apiSignUp, expectActualSize, uniqueEmail, waitForApp } from './helpers';

/**
 * /preview: a saved design shown as the printed sticker, its cut line traced in the worker,
 * every colour mode, the border width, and the resolution check for a small image scaled up.
 */

const MODES = ['white', 'clear', 'holographic', 'glitter', 'mirror', 'decal'] as const;

/** A 40×40 PNG: an opaque purple disc on transparency (a die-cut contour has something to follow). */
async function smallDisc(): Promise<string> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#7c3aed"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function createDesign(request: APIRequestContext): Promise<string> {
  const json = {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
    objects: [
      // 40 px shown 800 units wide: at 3 in as cut (the ~738-unit disc plus the border) that is 13 DPI.
      {
        type: 'image',
        id: 'img-tiny',
        name: 'tiny-logo.png',
        left: 350,
        top: 350,
        width: 40,
        height: 40,
        scaleX: 20,
        scaleY: 20,
        originX: 'left',
        originY: 'top',
        src: await smallDisc(),
      },
    ],
  };
  const res = await request.post('/api/designs', { data: { name: 'Preview sticker', json } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).design.id;
}

const cutline = (page: Page) => page.getByTestId('preview-cutline');

test('preview of a saved design: cut line, colour modes, border width, low-DPI warning, 1280 and 390 px', async ({ page }, testInfo) => {
  await apiSignUp(page.request, { email: uniqueEmail('preview'), password: 'preview-password', name: 'Pia Preview' });
  const id = await createDesign(page.request);
  await page.goto(`/preview?design=${id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sticker preview' })).toBeVisible();

  // The cut line is an SVG path traced in the worker, around (and outside) the disc.
  await expect(cutline(page)).toHaveAttribute('d', /^M[\d.-]+ [\d.-]+C/, { timeout: 20_000 });
  await expect(page.getByTestId('preview-traced')).toBeVisible();
  // It opens at the editor's physical size (1500 units at 300 DPI = 5 in). The size is the sticker as
  // cut: the disc (720 units, about 738 with the soft edge of the 20× enlarged 40 px image)
  // plus the 1/8 in border on each side measures the chosen size.
  await expect(page.getByTestId('preview-size').getByRole('radio', { name: '5', exact: true })).toBeChecked();
  await expectActualSize(page, 5, 5);
  await expect(page.getByText('Size (longer side, in)')).toBeVisible();
  await page.getByTestId('preview-size').getByText('3', { exact: true }).click();
  await expectActualSize(page, 3, 3);

  // The resolution check names the image and says how low it is.
  const warning = page.getByTestId('preview-dpi-warning');
  await expect(warning).toHaveAttribute('data-level', 'veryLow');
  await expect(warning).toContainText('tiny-logo.png prints at only 13 DPI');

  // Every colour mode is drawn.
  const sticker = page.getByTestId('preview-sticker');
  for (const mode of MODES) {
    await page.getByTestId(`preview-mode-${mode}`).click();
    await expect(sticker).toHaveAttribute('data-mode', mode);
    if (mode === 'decal') {
      // A decal is one colour of vinyl: the art becomes a silhouette in the chosen colour.
      await page.getByRole('button', { name: 'Red', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(sticker.locator('feFlood')).toHaveAttribute('flood-color', '#c8102e');
    }
    await sticker.screenshot({ path: testInfo.outputPath(`mode-${mode}.png`) });
  }
  await page.getByTestId('preview-mode-white').click();

  // A wider border gives a different (larger) path.
  const before = await cutline(page).getAttribute('d');
  const thumb = page.getByRole('slider', { name: 'Border around the art' });
  await thumb.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('preview-offset-value')).toHaveText('0.25 in');
  await expect.poll(() => cutline(page).getAttribute('d'), { timeout: 15_000 }).not.toBe(before);

  // A smaller sticker has more image pixels per inch: 2 in → 24 DPI (the border is 0.25 in by now:
  // 1.5 in of disc plus 2 × 0.25).
  await page.getByTestId('preview-size').getByText('2', { exact: true }).click();
  await expectActualSize(page, 2, 2);
  await expect(warning).toContainText('24 DPI');

  // The cut line can be hidden.
  await page.getByTestId('preview-show-cutline').click();
  await expect(cutline(page)).toHaveCount(0);
  await page.getByTestId('preview-show-cutline').click();
  await expect(cutline(page)).toHaveCount(1);

  await page.screenshot({ path: testInfo.outputPath('preview-1280.png'), fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('preview-mode-holographic').click();
  await expect(cutline(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('preview-390.png'), fullPage: true });
});

test('preview without a design explains where to open it', async ({ page }) => {
  await page.goto('/preview');
  await waitForApp(page);
  await expect(page.getByText('No design to preview')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My projects' })).toHaveAttribute('href', '/account/projects');
});

test("the editor's Preview button opens the current (unsaved) design in the same tab, with its price", async ({ page, context }) => {
  await openEditor(page);
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-star').click();
  await expect(layerRows(page)).toHaveCount(1);
  await page.getByTestId('preview-button').click();
  await expect(page).toHaveURL(/\/preview\?from=editor$/);
  expect(context.pages()).toHaveLength(1);
  await expect(page.getByTestId('preview-cutline')).toHaveAttribute('d', /^M[\d.-]+ [\d.-]+C/, { timeout: 20_000 });
  // A star is a shape, not a photo: nothing to warn about.
  await expect(page.getByText('No photos in this design')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText(/CA\$|CAD/);
  await expect(page.getByTestId('order-button')).toHaveText('Add to cart');
  // Back returns to the editor with the design as it was (preview-same-tab.spec.ts walks every case).
  await page.goBack();
  await expect(layerRows(page)).toHaveCount(1, { timeout: 20_000 });
});

test("a saved design's card menu leads to its preview", async ({ page }) => {
  await apiSignUp(page.request, { email: uniqueEmail('preview-card'), password: 'preview-password', name: 'Pia Preview' });
  const id = await createDesign(page.request);
  await page.goto('/account/projects');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Actions for Preview sticker' }).click();
  await expect(page.getByRole('menuitem', { name: 'Preview' })).toHaveAttribute('href', `/preview?design=${id}`);
});
