import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, uniqueEmail } from './helpers';

test.describe('admin guard', () => {
  test('a signed-out visitor opening /admin lands on the admin sign-in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  });

  test('a signed-in non-admin opening /admin lands on /admin/login?redirect=%2Fadmin', async ({ page }) => {
    const email = uniqueEmail('plain');
    await apiSignUp(page.request, { email, password: 'plain-password', name: 'Pat Plain' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
    await expect(page.getByTestId('not-admin')).toContainText(email);
    // The dashboard's API refuses too.
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });

  test('an admin signing in on the admin login follows the redirect to the dashboard', async ({ page }) => {
    (await adminRequest()).dispose();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fdashboard$/);
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    // The user list is paged (50 a page, newest first) and other specs sign up users meanwhile: an admin
    // finds an account by searching for it.
    await page.getByRole('navigation', { name: 'Back office pages' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('textbox', { name: 'Search by e-mail or name' }).fill(ADMIN_EMAIL);
    await expect(page.getByTestId('admin-user-row').filter({ hasText: ADMIN_EMAIL })).toBeVisible();
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  });
});
