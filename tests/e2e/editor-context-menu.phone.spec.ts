import { expect, type Page, test } from '@playwright/test';
import { canvasCentre, openEditor } from './editor-helpers';

async function longPress(page: Page, x: number, y: number, ms = 650) {
  // One CDP session for the press, left open: detaching it right after the touch could blur the page,
  // and the menu closes on blur (as it should when the user leaves the page).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

// On a phone the same menu, with its Arrange submenu, opens by long-press.
test('a long press opens the menu with Copy, Lock and the Arrange submenu', async ({ page }) => {
  await openEditor(page, '/indexMobile');
  await page.getByTestId('sheet-shapes').tap();
  await page.getByRole('dialog', { name: 'Shapes' }).getByTestId('add-shape-star').tap();
  await expect(page.getByRole('dialog', { name: 'Shapes' })).toBeHidden();
  const { x, y } = await canvasCentre(page);
  const menu = page.getByRole('menu', { name: 'Canvas actions' });
  // A synthetic touch through CDP is sometimes not taken as a press by headless Chromium right after the
  // sheet closes: press again then (each press must open the menu by itself).
  await expect(async () => {
    await longPress(page, x, y);
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(menu.getByRole('menuitem', { name: /^Copy/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Lock' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Arrange' }).tap();
  const sub = page.getByRole('menu', { name: 'Arrange' });
  await expect(sub.getByRole('menuitem')).toHaveText([/Bring Forward/i, /Send Backward/i, /Bring to Front/i, /Send to Back/i]);
  await page.screenshot({ path: 'test-results/context-menu-phone.png' });
  await sub.getByRole('menuitem', { name: /Send to Back/i }).tap();
  await expect(menu).toBeHidden();
});
