import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest } from './helpers';

test('the recorder sends a batch without holding up the page, and admins see the shop figures with charts', async ({ page }, testInfo) => {
  // A visit: the recorder loads when idle and sends its first batch within seconds.
  const batch = page.waitForResponse((res) => res.url().endsWith('/api/analytics/batch') && res.request().method() === 'POST', { timeout: 20_000 });
  await page.goto('/pricing');
  const answer = await batch;
  expect(answer.status()).toBe(202);
  expect(JSON.parse(answer.request().postData() ?? '{}').items[0]).toMatchObject({ type: 'pageview', path: '/pricing' });

  (await adminRequest()).dispose();
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'How the shop is doing' })).toBeVisible();
  await expect(page.getByText('Sales today')).toBeVisible();
  await expect(page.getByRole('link', { name: /Paid orders/ })).toHaveAttribute('href', /\/admin\/orders\?from=\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.getByText('90 days').click();
  await expect(page.getByText('Sales, last 90 days')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-analytics-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Sales today')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-analytics-390.png'), fullPage: true });
});

test('staff follow visitors’ journeys, see where they leave and the funnel’s drop-off, filtered by device and page', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // Three visitors (each its own browser: the visitor code hashes the user agent), sent as the recorder sends them.
  const visit = async (browser: string, screenWidth: number, items: unknown[]) => {
    const res = await page.request.post('/api/analytics/batch', {
      headers: { 'content-type': 'text/plain', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 ${browser}` },
      data: JSON.stringify({ items, screenWidth, language: 'en' }),
    });
    expect(res.status()).toBe(202);
  };
  await visit('journey-phone', 390, [
    { type: 'pageview', path: '/', ageMs: 9000 },
    { type: 'exit', path: '/', ageMs: 5000, durationMs: 4000 },
    { type: 'pageview', path: '/custom-order', ageMs: 5000 },
    { type: 'exit', path: '/custom-order', ageMs: 0, durationMs: 5000 },
  ]);
  await visit('journey-desktop', 1280, [
    { type: 'pageview', path: '/pricing', ageMs: 8000 },
    { type: 'pageview', path: '/indexHome', ageMs: 4000 },
    { type: 'event', name: 'editor_opened', path: '/indexHome', ageMs: 3000 },
    { type: 'event', name: 'design_saved', path: '/indexHome', ageMs: 1000 },
  ]);
  await visit('journey-bounce', 1280, [{ type: 'pageview', path: '/pricing', ageMs: 2000 }]);

  (await adminRequest()).dispose();
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Back office pages' }).getByRole('link', { name: 'Journeys and exits' }).click();
  await expect(page).toHaveURL(/\/admin\/journeys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journeys and page exits' })).toBeVisible();

  // The funnel's drop-off, the exits per page and the journeys themselves.
  await expect(page.getByTestId('funnel-step')).toHaveCount(5);
  await expect(page.getByTestId('funnel-step').nth(1)).toContainText('Editor opened');
  const exitRow = (path: string) => page.getByTestId('exit-page').filter({ has: page.getByRole('button', { name: path, exact: true }) });
  await expect(exitRow('/custom-order')).toContainText('100 %');
  await expect(exitRow('/custom-order')).toContainText('5 s');
  const desktopJourney = page.getByTestId('journey').filter({ hasText: '/indexHome' }).first();
  await expect(desktopJourney).toContainText('Design saved');
  await expect(desktopJourney).toContainText('Desktop');
  await page.screenshot({ path: testInfo.outputPath('admin-journeys-1280.png'), fullPage: true });

  // On a phone: only phone visits.
  await page.getByRole('combobox', { name: 'Device' }).click();
  await page.getByRole('option', { name: 'Phone' }).click();
  await expect(page.getByTestId('journey').filter({ hasText: '/custom-order' }).first()).toBeVisible();
  await expect(page.getByTestId('journey').filter({ hasNotText: 'Phone' })).toHaveCount(0);
  await expect(exitRow('/indexHome')).toHaveCount(0);

  // A page's name in the exits table shows the journeys through it.
  await exitRow('/custom-order').getByRole('button').click();
  await expect(page.getByRole('textbox', { name: 'Went through page' })).toHaveValue('/custom-order');
  await expect(page.getByTestId('journey').first()).toContainText('/custom-order');
  await expect(page.getByTestId('journey').filter({ hasNotText: '/custom-order' })).toHaveCount(0);
});
