import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { waitForApp } from './helpers';

const SHOTS = '/work/notes/shots/trialforum';
/** SPEC §8, verbatim. */
const GUEST_LIMIT_MESSAGE = 'Guest usage limit exceeded. Please create a free account to continue generating images.';

// A browser of its own: the server counts the trial per browser fingerprint (user agent, screen size…).
test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) GuestTrialSpec/${Date.now()}` });

/** A SegmentedControl option: its radio input is visually hidden, its label takes the click. */
const segment = (page: Page, text: string) => page.locator('.mantine-SegmentedControl-label', { hasText: new RegExp(`^${text}$`) });
const countChoices = (page: Page) => page.locator('[aria-labelledby="gen-count-label"] .mantine-SegmentedControl-label');

/** The server's count for this browser (SPEC §7 checkGuestUsageLimit with the page's own fingerprint). */
function serverRemaining(page: Page) {
  return page.evaluate(async () => {
    const payload = {
      userAgent: navigator.userAgent.slice(0, 1000),
      language: (navigator.language || 'en').slice(0, 100),
      platform: ((navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '').slice(0, 200),
      screenResolution: `${screen.width}x${screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
      timestamp: Date.now(),
    };
    const res = await fetch('/api/guests/check-usage', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return (await res.json()).remaining as number;
  });
}

async function generate(page: Page, count: number, made: number) {
  await segment(page, String(count)).click();
  await page.getByRole('button', { name: new RegExp(`^Generate ${count} images?$`) }).click();
  await expect(page.getByTestId('generated-image')).toHaveCount(made + count, { timeout: 30_000 });
  return made + count;
}

test('a guest gets exactly the 20 images of the trial, then the SPEC message; a refused request costs nothing', async ({ page }) => {
  // Six generations of up to four demo images each, then four screenshots.
  test.setTimeout(240_000);
  await page.goto('/image-gen');
  await waitForApp(page);
  await expect(page.getByTestId('guest-remaining')).toContainText('20 free guest generations left');
  await page.getByLabel('Describe your sticker').fill('a happy avocado surfing a wave');
  await expect(countChoices(page)).toHaveCount(4);

  let made = await generate(page, 4, 0);
  await expect(page.getByTestId('guest-remaining')).toContainText('16 free guest generations left');
  expect(await serverRemaining(page)).toBe(16);

  // A request the server refuses (here: the premium model, which guests do not have) counts nothing.
  await page.route('**/api/ai/generate', async (route) => {
    await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), model: 'premium' }) });
  });
  await segment(page, '2').click();
  await page.getByRole('button', { name: 'Generate 2 images' }).click();
  await expect(page.getByTestId('generation-error')).toBeVisible();
  await page.unroute('**/api/ai/generate');
  await expect(page.getByTestId('guest-remaining')).toContainText('16 free guest generations left');
  expect(await serverRemaining(page)).toBe(16);

  made = await generate(page, 4, made);
  made = await generate(page, 4, made);
  made = await generate(page, 4, made);
  await expect(page.getByTestId('guest-remaining')).toContainText('4 free guest generations left');
  made = await generate(page, 3, made);
  // One left: only one image is offered.
  await expect(page.getByTestId('guest-remaining')).toContainText('1 free guest generation left');
  await expect(countChoices(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Generate 1 image' }).click();
  await expect(page.getByTestId('generated-image')).toHaveCount(made + 1, { timeout: 30_000 });
  made += 1;

  expect(made).toBe(20);
  await expect(page.getByTestId('guest-limit')).toContainText(GUEST_LIMIT_MESSAGE);
  await expect(page.getByRole('button', { name: 'Generate 1 image' })).toBeDisabled();
  expect(await serverRemaining(page)).toBe(0);

  // A reload shows the server's count, not a fresh local one.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('guest-limit')).toContainText(GUEST_LIMIT_MESSAGE);

  fs.mkdirSync(SHOTS, { recursive: true });
  // Chromium's screen follows a resized viewport, which would make the phone shots another guest's:
  // the page keeps reporting the screen it had, so it is the same browser with a narrow window.
  await page.addInitScript(() => {
    Object.defineProperty(screen, 'width', { get: () => 1280 });
    Object.defineProperty(screen, 'height', { get: () => 800 });
  });
  for (const language of ['en', 'zh'] as const) {
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      await page.goto('/image-gen');
      await waitForApp(page);
      await expect(page.getByTestId('guest-limit')).toBeVisible();
      await page.getByTestId('guest-limit').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/guest-trial-spent-${width}-${language}.png` });
    }
  }
});
