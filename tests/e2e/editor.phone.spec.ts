import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { canvasCentre, layerRows, openEditor } from './editor-helpers';

/** Holds one finger still on the screen (CDP touch events, as a real phone sends them). */
async function longPress(page: Page, x: number, y: number, ms = 600) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('mobile editor (/indexMobile, 390 px)', () => {
  test('shows the long-press hint, adds text from a bottom sheet, and a long press opens the menu', async ({ page }) => {
    await openEditor(page, '/indexMobile');
    await expect(page.getByText('Hold finger on screen to open context menu')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByTestId('sheet-text').tap();
    const sheet = page.getByRole('dialog', { name: 'Text' });
    await expect(sheet).toBeVisible();
    await sheet.getByTestId('add-heading').tap();
    await expect(sheet).toBeHidden();

    await page.getByTestId('sheet-layers').tap();
    const layers = page.getByRole('dialog', { name: 'Layers' });
    await expect(layerRows(page)).toHaveCount(1);
    await expect(layerRows(page).first()).toContainText('Your text');
    await layers.getByRole('button', { name: 'Close' }).tap();
    await expect(layers).toBeHidden();

    // A quick tap does not open the menu; holding still for 500 ms does (and the hint goes away).
    const { x, y } = await canvasCentre(page);
    await longPress(page, x, y, 200);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await longPress(page, x, y, 650);
    const menu = page.getByRole('menu', { name: 'Canvas actions' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toContainText(['Delete', 'Bring to Front', 'Send to Back']);
    await expect(page.getByText('Hold finger on screen to open context menu')).toBeHidden();
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(10);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390 - 10);
    await menu.getByRole('menuitem', { name: /^Delete/ }).tap();
    await expect(menu).toBeHidden();
    await page.getByTestId('sheet-layers').tap();
    await expect(page.getByText('Nothing on the canvas yet.')).toBeVisible();
  });

  test('passes axe and fits the screen', async ({ page }) => {
    await openEditor(page, '/indexMobile');
    await expectNoHorizontalScroll(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});

test.describe('desktop editor on a phone (/indexHome, 390 px)', () => {
  test('suggests the mobile editor without redirecting, fits the screen and passes axe', async ({ page }) => {
    await openEditor(page, '/indexHome');
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('mobile-suggestion')).toContainText('On a phone?');
    await expectNoHorizontalScroll(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await page.getByRole('link', { name: 'Open the mobile editor' }).tap();
    await expect(page).toHaveURL(/\/indexMobile$/);
    await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible();
  });
});
