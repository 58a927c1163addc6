import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest } from './helpers';

test('on a phone the journeys page opens from the back-office menu and fits 390 px', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const res = await page.request.post('/api/analytics/batch', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      items: [
        { type: 'pageview', path: '/', ageMs: 6000 },
        { type: 'pageview', path: '/tools/qr-code', ageMs: 3000 },
        { type: 'event', name: 'editor_opened', path: '/tools/qr-code', ageMs: 1000 },
        { type: 'exit', path: '/tools/qr-code', ageMs: 0, durationMs: 3000 },
      ],
      screenWidth: 390,
      language: 'en',
    }),
  });
  expect(res.status()).toBe(202);

  (await adminRequest()).dispose();
  await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Open the back-office menu' }).click();
  await page.getByRole('dialog', { name: 'Back office' }).getByRole('link', { name: 'Journeys and exits', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/journeys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journeys and page exits' })).toBeVisible();
  await expect(page.getByTestId('journey').filter({ hasText: '/tools/qr-code' }).first()).toContainText('Phone');
  await expect(page.getByTestId('exit-page').filter({ hasText: '/tools/qr-code' })).toContainText('100 %');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // Nothing wider than the screen: wide tables scroll inside their cards.
  // (The shared header's account button is measured by back-office.phone.spec.ts; this page's own content is checked here.)
  expect(await page.evaluate(() => document.querySelector('main')?.scrollWidth ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('admin-journeys-390.png'), fullPage: true });
});
