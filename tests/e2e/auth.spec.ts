import { expect, test } from '@playwright/test';
import { apiSignUp, BASE_URL, firstLink, newestMailTo, uniqueEmail, waitForApp } from './helpers';

test.describe('sign-up, e-mail verification and sign-in', () => {
  test('signing up sends a verification link that lands signed in on /account/projects', async ({ page }) => {
    const email = uniqueEmail('newbie');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Name').fill('Nova Newbie');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sticker-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/verify-email\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();

    const mail = await newestMailTo(email);
    expect(mail.subject).toContain('Verify your e-mail');
    const link = firstLink(mail.text);
    expect(link).toContain('/api/auth/verify-email?token=');

    await page.goto(link);
    await expect(page).toHaveURL(/\/account\/projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My designs' })).toBeVisible();
    await expect(page.getByText('No saved designs yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a design' })).toHaveAttribute('href', '/indexHome');
    const menu = page.getByTestId('account-menu');
    await expect(menu).toContainText('Nova Newbie');
    // Verified now: no reminder banner, and the profile says so.
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);
    await menu.click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Free AI credits this period')).toBeVisible();
  });

  test('shows the SPEC messages for an invalid e-mail and a short password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused with a clear message; the right one follows the redirect', async ({ page, request }) => {
    const email = uniqueEmail('returning');
    await apiSignUp(request, { email, password: 'correct-horse', name: 'Rita Returning' });

    await page.goto('/login?redirect=%2Faccount%2Fsettings');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-horse');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.getByRole('alert').filter({ hasText: 'The e-mail address or password is incorrect.' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('account-menu')).toContainText('Rita Returning');
  });

  test('an external redirect after sign-in is ignored (no open redirect)', async ({ page, request }) => {
    const email = uniqueEmail('safe');
    await apiSignUp(request, { email, password: 'safe-password', name: 'Sam Safe' });
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('safe-password');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/account/projects$`));
    await waitForApp(page);
  });

  test('sign out clears the session and returns to the landing page', async ({ page }) => {
    const email = uniqueEmail('leaver');
    await apiSignUp(page.request, { email, password: 'leaving-now', name: 'Leo Leaver' });
    await page.goto('/account/projects');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user).toBeNull();
  });

  test('forgot password sends a reset link; the new password works and a bad token is explained', async ({ page, request, playwright }) => {
    const email = uniqueEmail('forgetful');
    await apiSignUp(request, { email, password: 'old-password', name: 'Fay Forgetful' });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${email}` })).toBeVisible();

    const mail = await newestMailTo(email);
    expect(mail.subject).toContain('Reset your Sticker Studio password');
    await page.goto(firstLink(mail.text));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password');
    await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // A fresh context: better-auth refuses cookie-carrying requests without an Origin header.
    const fresh = await playwright.request.newContext({ baseURL: BASE_URL });
    expect((await fresh.post('/api/auth/sign-in/email', { data: { email, password: 'old-password' } })).status()).toBe(401);
    const signIn = await fresh.post('/api/auth/sign-in/email', { data: { email, password: 'new-password' } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await fresh.dispose();

    await page.goto('/reset-password?error=INVALID_TOKEN');
    await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  });
});
