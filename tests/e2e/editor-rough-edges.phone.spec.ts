import { expect, type Locator, type Page, test } from '@playwright/test';
import { openEditor } from './editor-helpers';
import { apiSignUp, uniqueEmail } from './helpers';

/** Whether the element is wholly inside the 390 px viewport and its text is not cut. */
async function expectFullyShown(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
  const cut = await locator.evaluate((el) => [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible'));
  expect(cut).toBe(false);
}

// At 390 px: the header's credits, the save icon and Export stay on screen; a heart is a "Heart".
test('the editor header and toolbar fit a phone, and a heart is titled by its shape', async ({ page }) => {
  await apiSignUp(page.request, { email: uniqueEmail('rough-phone'), password: 'rough-phone-password', name: 'Pia Phone' });
  await openEditor(page);
  await expect(page.getByTestId('header-credits')).toBeVisible();
  await expectFullyShown(page, page.getByTestId('header-credits'));
  await expectFullyShown(page, page.getByTestId('save-design-compact'));
  await expectFullyShown(page, page.getByTestId('export-button'));
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-heart').click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/rough-edges-phone.png' });
});
