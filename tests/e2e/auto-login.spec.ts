import { expect, test } from '@playwright/test';
import { adminRequest, apiSignUp, BASE_URL, uniqueEmail } from './helpers';

test.describe('/home auto-login', () => {
  test('a key issued by an admin signs the user in; a used or bad key alerts, clears the token and goes to /', async ({ page, playwright }) => {
    const email = uniqueEmail('auto');
    const userCtx = await playwright.request.newContext({ baseURL: BASE_URL });
    await apiSignUp(userCtx, { email, password: 'auto-password', name: 'Andy Auto' });
    await userCtx.dispose();

    const admin = await adminRequest();
    const { users } = (await (await admin.get('/api/admin/users')).json()) as { users: { id: string; email: string }[] };
    const target = users.find((u) => u.email === email);
    expect(target).toBeTruthy();
    const issued = await admin.post('/api/admin/auto-login-keys', { data: { userId: target!.id, projectId: 'project-42' } });
    expect(issued.status(), await issued.text()).toBe(201);
    const { url } = (await issued.json()) as { url: string };
    expect(url).toMatch(/^\/home\?username=.+&projectid=project-42&key=.+/);
    await admin.dispose();

    await page.goto(url);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Andy Auto' })).toBeVisible();
    await expect(page.getByTestId('account-menu')).toContainText('Andy Auto');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The bearer token is what signs this browser in (no cookie session was created).
    expect((await page.context().cookies()).some((c) => c.name.includes('session_token'))).toBe(false);
    await page.reload();
    await expect(page.getByTestId('account-menu')).toContainText('Andy Auto');

    // The key is single-use: opening the same link again fails.
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/$`));
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toContain('Automatic sign-in failed');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
  });

  test('a bad key shows an alert, removes a stored token and navigates to /', async ({ page }) => {
    await page.goto('/policies');
    await page.evaluate(() => localStorage.setItem('token', 'stale.token.value'));
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto('/home?username=nobody%40e2e.test&projectid=p1&key=not-a-real-key-123');
    await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/$`));
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toContain('Automatic sign-in failed');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Design stickers that stick, from idea to print' })).toBeVisible();
  });

  test('without query values /home is a normal home page', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sticker Studio' })).toBeVisible();
    await expect(page.getByTestId('home-links').getByRole('link')).toHaveCount(5);
  });
});
