import { expect, test } from '@playwright/test';
import { photoOutlineJourney } from './editor-photo-outline-helpers';

// Decision 66 at 390 px: the editor page's properties live in a drawer, the Export menu in the header.
test('on a phone, a red-bordered photo stays red-bordered in black and white, in a circle, and in the SVG', async ({ page }, testInfo) => {
  test.slow();
  const drawer = page.getByRole('dialog', { name: 'Properties and layers' });
  const section = page.getByTestId('adjust-section');
  await photoOutlineJourney(
    page,
    testInfo,
    '/indexHome',
    {
      // The drawer opens and closes with an animation: open it unless it is open, and try again if it was closing.
      properties: async () => {
        await expect(async () => {
          if (!(await section.isVisible()) && !(await drawer.isVisible())) await page.getByRole('button', { name: 'Properties and layers' }).click({ timeout: 2_000 });
          await expect(section).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
      },
      close: async () => {
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      },
    },
    '390',
  );
});
