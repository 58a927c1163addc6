import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, BASE_URL, uniqueEmail } from './helpers';
import { seedPaidOrder } from './orders-helpers';

const SHOTS = process.env.ORDERS_SCREENSHOTS_DIR;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a paid order: the customer follows it, the shop ships it with tracking, the customer is mailed', async ({ page, playwright }) => {
  const email = uniqueEmail('orders');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'orders-pass', name: 'Olivia Order' });
  const admin = await adminRequest();
  const id = await seedPaidOrder(customer, admin, email);
  const reference = id.slice(0, 8).toUpperCase();

  // The customer's list and detail.
  await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'orders-pass' } });
  await page.goto('/account/orders');
  const card = page.getByRole('link', { name: `Open order ${reference}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByTestId('order-totals')).toContainText('TotalCAD 66.61');
  await expect(page.getByRole('img', { name: /Proof of line 1/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-order-1280.png`, fullPage: true });

  // The shop: list, detail (production files made by the job), in production, then shipped with tracking.
  const adminPage = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 1280, height: 900 } });
  if (!adminPage) throw new Error('no browser');
  await adminPage.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  await adminPage.goto('/admin/orders');
  await adminPage.getByLabel('Customer e-mail').fill(email);
  await expect(adminPage.getByTestId('admin-order-row')).toHaveCount(1);
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/admin-orders-1280.png`, fullPage: true });
  await adminPage.getByRole('link', { name: `Open order ${reference}` }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(adminPage.getByTestId('production-job-status')).toHaveText('Ready', { timeout: 30_000 });
  await expect(adminPage.getByTestId('production-files').getByRole('link', { name: 'PDF' })).toBeVisible();
  const pdf = await adminPage.request.get((await adminPage.getByTestId('production-files').getByRole('link', { name: 'PDF' }).getAttribute('href')) as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await adminPage.getByRole('combobox', { name: 'New status' }).click();
  await adminPage.getByRole('option', { name: 'In production' }).click();
  await adminPage.getByRole('button', { name: 'Apply' }).click();
  await expect(adminPage.getByText('The order is now: In production.')).toBeVisible();
  await adminPage.getByRole('combobox', { name: 'New status' }).click();
  await adminPage.getByRole('option', { name: 'Shipped' }).click();
  // The carrier is chosen from the shop's carriers; the number must be one of that carrier's.
  await adminPage.getByRole('combobox', { name: 'Carrier' }).click();
  await adminPage.getByRole('option', { name: 'UPS', exact: true }).click();
  await adminPage.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
  await adminPage.getByRole('button', { name: 'Apply' }).click();
  await expect(adminPage.getByText('The order is now: Shipped.')).toBeVisible();
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/admin-order-1280.png`, fullPage: true });

  // The shipping mail, in the admin outbox.
  await expect
    .poll(async () => {
      const { messages } = (await (await admin.get('/api/admin/outbox')).json()) as { messages: { to: string; subject: string; text: string }[] };
      return messages.find((m) => m.to === email && m.subject === `Order ${reference} has shipped`)?.text ?? '';
    })
    .toContain('UPS 1Z999AA10123456784');

  // The customer sees the tracking and the timeline; cancelling is no longer offered.
  await page.context().clearCookies();
  await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'orders-pass' } });
  await page.goto(`/account/orders/${id}`);
  await expect(page.getByTestId('order-tracking')).toContainText('1Z999AA10123456784');
  await expect(page.getByTestId('tracking-link')).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByLabel('Status history')).toContainText('Shipped');

  // Reorder in one click: a new order, waiting for payment, with the same proof.
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('This order is waiting for payment.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(id));

  // …paid from its own page (decision 71): the test-mode checkout charges the total shown, then back to the order, paid.
  const pay = page.getByTestId('pay-order');
  await expect(pay).toHaveText(/^Pay .*\d+\.\d{2}$/);
  const total = /\d+\.\d{2}$/.exec((await pay.textContent()) ?? '')?.[0] ?? 'none';
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-order-pay-1280.png`, fullPage: true });
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await expect(page.getByTestId('test-checkout-total')).toContainText(total);
  await page.getByRole('button', { name: /^Pay .*\(test\)$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/[0-9a-f-]+$/);
  await page.getByTestId('thank-you-order').click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Paid');
  await expect(page.getByTestId('pay-order')).toHaveCount(0);
  await customer.dispose();
  await admin.dispose();
});

test('an order on hold: the customer reads the problem and approves the artwork as it is', async ({ page, playwright }) => {
  const email = uniqueEmail('orders-hold');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'orders-pass', name: 'Hank Hold' });
  const admin = await adminRequest();
  const id = await seedPaidOrder(customer, admin, email);
  expect((await admin.post(`/api/admin/orders/${id}/hold`, { data: { note: 'The white outline is thinner than 1 mm.' } })).status()).toBe(200);

  await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'orders-pass' } });
  await page.goto(`/account/orders/${id}`);
  const hold = page.getByTestId('hold-actions');
  await expect(hold).toContainText('The white outline is thinner than 1 mm.');
  await expect(hold.getByRole('button', { name: 'Upload new art' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-order-hold-1280.png`, fullPage: true });
  await hold.getByRole('button', { name: 'Print it as it is' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Paid');
  await expect(page.getByTestId('hold-actions')).toHaveCount(0);
  await customer.dispose();
  await admin.dispose();
});
