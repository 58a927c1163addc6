import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest } from './helpers';

const SHOTS = process.env.BACK_OFFICE_SCREENSHOTS_DIR;

test('on a phone the back office opens from a menu drawer, and every page fits 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  (await adminRequest()).dispose();
  await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  // No sidebar on a phone: the pages are behind the menu button.
  await expect(page.getByRole('navigation', { name: 'Back office pages' })).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-home-390.png`, fullPage: true });

  const pages = [
    ['Custom requests', 'custom-orders'],
    ['Users', 'users'],
    ['Notices', 'notices'],
    ['Security', 'security'],
    ['Mail outbox', 'outbox'],
    ['Jobs', 'jobs'],
    ['Audit', 'audit'],
    ['Orders', 'orders'],
    ['Prices', 'prices'],
  ] as const;
  for (const [link, path] of pages) {
    await page.getByRole('button', { name: 'Open the back-office menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Back office' });
    await drawer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-${path}-390.png`, fullPage: true });
  }
});
