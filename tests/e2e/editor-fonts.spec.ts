import { expect, type Page, test } from '@playwright/test';
import { exportJson, openEditor } from './editor-helpers';
import { fakeGoogleFonts, UPLOAD_TTF } from './font-fakes';
import { apiSignUp, uniqueEmail } from './helpers';

// Fonts: the whole Google Fonts catalogue, your own fonts, recently used fonts (1280 px; the
// 390 px journey is editor-fonts.phone.spec.ts).
const picker = (page: Page) => page.getByTestId('font-picker');
const option = (page: Page, family: string) => picker(page).locator(`[data-testid="font-option"][data-family="${family}"]`).first();

async function openPicker(page: Page) {
  await page.getByTestId('font-select').first().click();
  await expect(picker(page)).toBeVisible();
}

test.describe('editor fonts', () => {
  test('search the catalogue and apply a font, upload a font and apply it, then both lead the recent list', async ({ page }) => {
    test.slow();
    const asked = await fakeGoogleFonts(page, ['Lobster Two']);
    await apiSignUp(page.request, { email: uniqueEmail('fonts'), password: 'fonts-password', name: 'Fay Fonts' });
    await page.goto('/indexHome');
    // A signed-in editor's first open on a cold server can take longer than the helper's wait.
    await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 40_000 });
    await page.getByTestId('add-heading').click();
    await page.keyboard.press('Escape');

    // The catalogue: fetched when the picker opens, searched by name, each visible row in its own face.
    await openPicker(page);
    await page.getByTestId('font-search').fill('bunge');
    await expect(option(page, 'Bungee')).toBeVisible();
    await expect.poll(() => asked.some((u) => u.includes('/css2?family=Bungee') && u.includes('text=Bungee'))).toBe(true);
    // Only what is on screen is previewed: far fewer stylesheets than the ~1,600 families.
    expect(asked.length).toBeLessThan(40);
    await picker(page).getByText('Display', { exact: true }).click();
    await expect(option(page, 'Bungee')).toBeVisible();
    await page.screenshot({ path: 'test-results/editor-fonts-search-1280.png' });
    await option(page, 'Bungee').click();
    await expect(picker(page)).toBeHidden();
    await expect(page.getByTestId('font-select').first()).toHaveText('Bungee');
    expect((await exportJson(page)).objects[0].fontFamily).toBe('Bungee');

    // A font whose file cannot be had is not applied, and the picker says so.
    await openPicker(page);
    await page.getByTestId('font-search').fill('lobster two');
    await option(page, 'Lobster Two').click();
    await expect(page.getByTestId('font-error')).toContainText('The font "Lobster Two" could not be loaded.');
    await page.keyboard.press('Escape');
    await expect(picker(page)).toBeHidden();
    expect((await exportJson(page)).objects[0].fontFamily).toBe('Bungee');

    // Upload: checked by the server, listed under "My fonts", drawn from our storage.
    await openPicker(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('font-upload').click();
    await (await chooser).setFiles(UPLOAD_TTF);
    await expect(picker(page).getByText('My fonts')).toBeVisible();
    await option(page, 'DejaVu Serif').click();
    await expect(picker(page)).toBeHidden();
    expect((await exportJson(page)).objects[0].fontFamily).toBe('DejaVu Serif');
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'DejaVu Serif' && f.status === 'loaded'))).toBe(true);

    // Recently used, newest first, at the top of the picker.
    await openPicker(page);
    await expect(picker(page).getByText('Recently used')).toBeVisible();
    const firstRows = await picker(page)
      .getByTestId('font-option')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-family')));
    expect(firstRows).toEqual(['DejaVu Serif', 'Bungee']);
    await page.screenshot({ path: 'test-results/editor-fonts-recent-1280.png' });
  });

  test('the picker opens below its field (or above it when only there is room), never over it', async ({ page }, testInfo) => {
    await fakeGoogleFonts(page);
    await openEditor(page);
    await page.getByTestId('add-heading').click();
    await page.keyboard.press('Escape');
    // The font field of the Text properties (the Text tool panel has one too).
    const field = page.getByTestId('properties-panel').getByTestId('font-select');
    for (const height of [800, 720, 600]) {
      await page.setViewportSize({ width: 1280, height });
      await field.scrollIntoViewIfNeeded();
      await field.click();
      await expect(picker(page)).toBeVisible();
      await page.getByTestId('font-search').fill('bunge');
      await expect(option(page, 'Bungee')).toBeVisible();
      const fieldBox = (await field.boundingBox())!;
      const pickerBox = (await picker(page).boundingBox())!;
      const below = pickerBox.y >= fieldBox.y + fieldBox.height - 1;
      const above = pickerBox.y + pickerBox.height <= fieldBox.y + 1;
      expect(below || above, `picker ${JSON.stringify(pickerBox)} over field ${JSON.stringify(fieldBox)}`).toBe(true);
      // Whole on screen, with the search box and at least a few rows.
      expect(pickerBox.y).toBeGreaterThanOrEqual(0);
      expect(pickerBox.y + pickerBox.height).toBeLessThanOrEqual(height);
      await expect(page.getByTestId('font-search')).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`editor-fonts-picker-placement-1280x${height}.png`) });
      await page.keyboard.press('Escape');
      await expect(picker(page)).toBeHidden();
    }
  });

  test('a guest is told to sign in to upload fonts', async ({ page }) => {
    await fakeGoogleFonts(page);
    await openEditor(page);
    await openPicker(page);
    await expect(page.getByTestId('font-upload-sign-in')).toHaveText('Sign in to upload your own fonts.');
  });
});
