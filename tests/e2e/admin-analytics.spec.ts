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
