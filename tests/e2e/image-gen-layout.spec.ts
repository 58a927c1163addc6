import { expect, test } from '@playwright/test';
import { apiSignUp, contrast, firstLink, newestMailTo, uniqueEmail, waitForApp } from './helpers';

// At 1280 px: "Remove background" is whole and the demo badge is readable text on white.
test('a generated image card shows its buttons whole and a readable demo badge', async ({ page }) => {
  // Signed in: a guest's trial is counted per address and other specs count on it.
  const email = uniqueEmail('image-gen-layout');
  await apiSignUp(page.request, { email, password: 'image-gen-password', name: 'Lena Layout' });
  await page.request.get(firstLink((await newestMailTo(email)).text));
  await page.goto('/image-gen');
  await waitForApp(page);
  await page.getByLabel('Describe your sticker').fill('a lemon wearing sunglasses');
  await page.getByRole('button', { name: /^Generate \d+ images?$/ }).click();
  const card = page.getByTestId('generated-image').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const button = card.getByRole('button', { name: 'Remove background' });
  const cut = await button.evaluate((el) => [...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1));
  expect(cut).toBe(false);
  const badge = card.getByText('Demo image');
  const colours = await badge.evaluate((el) => {
    const pill = el.closest('.mantine-Badge-root') ?? el;
    return { text: getComputedStyle(pill).color, background: getComputedStyle(pill).backgroundColor };
  });
  // Readable: WCAG AA contrast between the badge's text and its pill (issue 29: white on dark orange).
  expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: 'test-results/image-gen-1280.png' });
});
