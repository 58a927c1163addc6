import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { layerRows, openEditor } from './editor-helpers';

/** Set COMMUNITY_SCREENSHOTS_DIR to keep the templates sheet's screenshots. */
const SHOTS = process.env.COMMUNITY_SCREENSHOTS_DIR;

test('the touch editor lists templates in a bottom sheet; one replaces the design after a confirmation, and Undo brings the work back', async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page, '/indexMobile');

  // Some work on the canvas first: a template must not replace it unasked.
  await page.getByTestId('sheet-text').tap();
  await page.getByRole('dialog', { name: 'Text' }).getByTestId('add-heading').tap();
  await expect(page.getByRole('dialog', { name: 'Text' })).toBeHidden();

  await page.getByTestId('sheet-templates').tap();
  const sheet = page.getByRole('dialog', { name: 'Templates' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('templates-panel-item').first().locator('img')).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-templates-sheet-en-390.png` });

  await sheet.getByRole('textbox', { name: 'Search templates' }).fill('coffee shop');
  await sheet.getByRole('button', { name: 'Use the template Coffee Shop Logo' }).tap();
  await expect(sheet.getByTestId('templates-panel-confirm')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-templates-confirm-en-390.png` });
  await sheet.getByRole('button', { name: 'Replace', exact: true }).tap();
  // Loaded: the sheet steps aside so the canvas shows the template.
  await expect(sheet).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-templates-loaded-en-390.png` });

  await page.getByTestId('sheet-layers').tap();
  const layers = page.getByRole('dialog', { name: 'Layers' });
  await expect(layerRows(page).filter({ hasText: 'YOUR CAFÉ' })).toHaveCount(1);
  await expect(layerRows(page).filter({ hasText: 'Your text' })).toHaveCount(0);
  await layers.getByRole('button', { name: 'Close' }).tap();
  await expect(layers).toBeHidden();

  // The template was one step: Undo puts the earlier work back.
  await page.getByRole('button', { name: 'Undo' }).tap();
  await page.getByTestId('sheet-layers').tap();
  await expect(layerRows(page).filter({ hasText: 'Your text' })).toHaveCount(1);
  await expect(layerRows(page).filter({ hasText: 'YOUR CAFÉ' })).toHaveCount(0);
});
