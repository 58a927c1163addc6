import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, BASE_URL, uniqueEmail } from './helpers';

async function signInAsAdmin(page: Page) {
  (await adminRequest()).dispose();
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
}

test('the admin dashboard sets a role, publishes a notice and issues a sign-in link', async ({ page, playwright }) => {
  const email = uniqueEmail('designer');
  const other = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(other, { email, password: 'designer-pass', name: 'Dee Designer' });
  await other.dispose();

  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

  // Role select (SPEC §6: only admins set roles) — on the user's own page.
  const nav = page.getByRole('navigation', { name: 'Back office pages' });
  await nav.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: email }).click();
  const roleSelect = page.getByRole('combobox', { name: `Role for ${email}` });
  await expect(roleSelect).toHaveValue('User');
  await roleSelect.click();
  await page.getByRole('option', { name: 'Graphic designer' }).click();
  await expect(page.getByText('The role has been updated.')).toBeVisible();
  const { users } = (await (await page.request.get('/api/admin/users')).json()) as { users: { email: string; userRole: string }[] };
  expect(users.find((u) => u.email === email)?.userRole).toBe('graphic_designer');

  // Notice form.
  await nav.getByRole('link', { name: 'Notices' }).click();
  const title = `Maintenance ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Message' }).fill('The shop is read-only on Sunday from 2 to 3 am.');
  await page.getByRole('textbox', { name: 'Page' }).fill('/followers-following');
  await page.getByRole('button', { name: 'Publish notice' }).click();
  await expect(page.getByText('The notice has been published.')).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();

  // Sign-in link form: on the user's page, for that user.
  await nav.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: email }).click();
  await page.getByRole('textbox', { name: 'Project ID' }).fill('poster-7');
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByTestId('auto-login-url')).toContainText(`${BASE_URL}/home?username=${encodeURIComponent(email)}&projectid=poster-7&key=`);

  // Outbox lists the verification mail of the new user.
  await nav.getByRole('link', { name: 'Mail outbox' }).click();
  await expect(page.getByText(email).first()).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  await nav.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByText('user_role_set').first()).toBeVisible();
});
