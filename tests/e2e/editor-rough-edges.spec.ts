import { expect, test } from '@playwright/test';
import { exportJson, layerRows, openEditor } from './editor-helpers';

// Issue 19, "Rough edges a first-time user hit".
test.describe('editor rough edges', () => {
  test('a new heading is ready for typing: its text is selected, so typing replaces it', async ({ page }) => {
    await openEditor(page);
    await page.getByTestId('add-heading').click();
    await expect(layerRows(page)).toHaveCount(1);
    // No double-click: the first key typed replaces the placeholder.
    await page.keyboard.type('Happy birthday');
    await page.keyboard.press('Escape');
    await expect(layerRows(page).first()).toContainText('Happy birthday');
    await page.getByTestId('add-paragraph').click();
    await page.keyboard.type('Made with love');
    await page.keyboard.press('Escape');
    const doc = await exportJson(page);
    expect(doc.objects.map((o) => o.text)).toEqual(['Happy birthday', 'Made with love']);
  });
});
