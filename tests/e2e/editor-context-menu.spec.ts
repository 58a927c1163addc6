import { expect, test } from '@playwright/test';
import { canvas, exportJson, layerRows, openEditor } from './editor-helpers';

// Copy, Paste, Lock/Unlock, Align and Arrange submenus, by keyboard.
test('the context menu copies, pastes, aligns through a submenu by keyboard, and locks', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-circle').click();
  await expect(layerRows(page)).toHaveCount(1);
  const menu = page.getByRole('menu', { name: 'Canvas actions' });
  const open = async () => {
    await canvas(page).focus();
    await page.keyboard.press('Shift+F10');
    await expect(menu).toBeVisible();
  };

  await open();
  await menu.getByRole('menuitem', { name: /^Copy/ }).click();
  await open();
  await menu
    .getByRole('menuitem', { name: /^Paste\b/ })
    .first()
    .click();
  await expect(layerRows(page)).toHaveCount(2);

  // Align → Left by keyboard only: arrows to "Align", ArrowRight opens the submenu, Enter runs "Left".
  await open();
  const alignItem = menu.getByRole('menuitem', { name: 'Align' });
  await expect(alignItem).toHaveAttribute('aria-haspopup', /menu|true/);
  await alignItem.focus();
  await page.keyboard.press('ArrowRight');
  const sub = page.getByRole('menu', { name: 'Align' });
  await expect(sub.getByRole('menuitem', { name: 'Left' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const doc = await exportJson(page);
  expect(Number(doc.objects[1].left)).toBeLessThan(Number(doc.objects[0].left));

  await open();
  await expect(menu.getByRole('menuitem', { name: 'Arrange' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Lock', exact: true }).click();
  await open();
  await expect(menu.getByRole('menuitem', { name: 'Unlock' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Lock', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});
