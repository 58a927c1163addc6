import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, BASE_URL, uniqueEmail } from './helpers';
import { seedPaidOrder } from './orders-helpers';

test('a new paid order shows on the back office home under "Orders to produce", linking to the list that holds it', async ({ page, playwright }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('home-order');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'home-order-pass', name: 'Harriet Home' });
  const admin = await adminRequest();
  await seedPaidOrder(customer, admin, email);
  await admin.dispose();
  await customer.dispose();

  expect((await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible({ timeout: 30_000 });
  const toProduce = page.getByRole('link', { name: /^Orders to produce: [1-9]\d*$/ });
  await expect(toProduce).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-home-order-1280.png'), fullPage: true });
  await toProduce.click();
  await expect(page).toHaveURL(/\/admin\/orders\?/);
  await expect(page.getByText(email).first()).toBeVisible();
});
