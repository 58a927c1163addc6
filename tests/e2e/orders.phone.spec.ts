import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, BASE_URL, uniqueEmail } from './helpers';
import { seedPaidOrder } from './orders-helpers';

const SHOTS = process.env.ORDERS_SCREENSHOTS_DIR;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('orders fit a 390 px phone: the customer list and detail, and the shop detail', async ({ page, playwright }) => {
  const email = uniqueEmail('orders-phone');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'orders-pass', name: 'Pat Phone' });
  const admin = await adminRequest();
  const id = await seedPaidOrder(customer, admin, email, 'zh');
  const reference = id.slice(0, 8).toUpperCase();
  expect((await admin.post(`/api/admin/orders/${id}/hold`, { data: { note: 'The photo is blurry at 2 inches.' } })).status()).toBe(200);

  await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'orders-pass' } });
  await page.goto('/account/orders');
  await expect(page.getByRole('link', { name: `Open order ${reference}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-orders-390.png`, fullPage: true });
  await page.getByRole('link', { name: `Open order ${reference}` }).click();
  await expect(page.getByTestId('hold-actions')).toBeVisible();
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-order-390.png`, fullPage: true });

  await page.context().clearCookies();
  await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-order-390.png`, fullPage: true });
  await page.goto('/admin/orders');
  await expect(page.getByTestId('admin-order-row').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-orders-390.png`, fullPage: true });
  await customer.dispose();
  await admin.dispose();
});

test('a reorder waiting for payment fits a 390 px phone with its Pay button', async ({ page, playwright }) => {
  const email = uniqueEmail('orders-phone-pay');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'orders-pass', name: 'Paula Pay' });
  const admin = await adminRequest();
  const id = await seedPaidOrder(customer, admin, email);
  const again = await customer.post(`/api/orders/${id}/reorder`, { data: {} });
  expect(again.status()).toBe(201);
  const { order } = (await again.json()) as { order: { id: string } };

  await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'orders-pass' } });
  await page.goto(`/account/orders/${order.id}`);
  await expect(page.getByTestId('pay-order')).toBeVisible();
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-order-pay-390.png`, fullPage: true });
  await customer.dispose();
  await admin.dispose();
});
