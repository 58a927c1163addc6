import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';

/**
 * Screenshots of the save badge's states (decision 98) to look at by hand, at 1280 and 390 px in English
 * and Chinese: saved to the account, saved on this device (offline), saving, not saved with Retry, and
 * work not saved as a design. Set SAVE_BADGE_SCREENSHOTS_DIR to take them.
 */
const SHOTS = process.env.SAVE_BADGE_SCREENSHOTS_DIR;
test.skip(!SHOTS, 'SAVE_BADGE_SCREENSHOTS_DIR is not set');

const EMPTY = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] };
const badge = (page: Page) => page.getByTestId('save-state');

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const width of [1280, 390] as const) {
    test(`save badge screenshots, ${locale}, ${width} px`, async ({ browser }) => {
      test.setTimeout(120_000);
      const lang = locale.slice(0, 2);
      const context = await browser.newContext({ locale, viewport: { width, height: width > 800 ? 800 : 844 }, baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      const shot = async (what: string) => {
        // Away from the badge, so no tooltip covers the strip.
        await page.mouse.move(width / 2, 600);
        await page.screenshot({ path: `${SHOTS}/${what}-${width}-${lang}.png`, clip: { x: 0, y: 0, width, height: 240 } });
      };
      await apiSignUp(page.request, { email: uniqueEmail('badge-shots'), password: 'save-truth-password', name: 'Tess Truth' });
      const { design } = await (await page.request.post('/api/designs', { data: { name: 'Lunch box label', json: EMPTY } })).json();

      await page.goto('/indexHome');
      await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
      await expect(badge(page)).toHaveAttribute('data-state', 'device');
      await shot('not-a-design');

      await page.goto(`/indexHome?design=${design.id}`);
      await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
      await expect(badge(page)).toHaveAttribute('data-state', 'account');
      await shot('account');

      await context.setOffline(true);
      await page.getByTestId('tab-shapes').click();
      await page.getByTestId('add-shape-star').click();
      await expect(badge(page)).toHaveAttribute('data-state', 'device');
      await shot('device-offline');

      let release: () => void = () => {};
      let failing = true;
      await page.route(`**/api/designs/${design.id}`, async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        if (failing) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"Something went wrong"}}' });
        await new Promise<void>((resolve) => (release = resolve));
        await route.continue();
      });
      await context.setOffline(false);
      await expect(badge(page)).toHaveAttribute('data-state', 'error', { timeout: 10_000 });
      await shot('error');

      failing = false;
      await page.getByTestId('save-retry').click();
      await expect(badge(page)).toHaveAttribute('data-state', 'saving');
      await shot('saving');
      release();
      await expect(badge(page)).toHaveAttribute('data-state', 'account', { timeout: 10_000 });
      await context.close();
    });
  }
}
