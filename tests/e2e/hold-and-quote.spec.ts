import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, BASE_URL, firstLink, newestMailTo, uniqueEmail } from './helpers';
import { seedPaidOrder } from './orders-helpers';

/** Journeys (d) and (e) of issue 29: an artwork hold answered with real art, and a custom request quoted and paid. */

const ART = path.resolve('tests/fixtures/art');
const SHOTS = process.env.HOLD_SCREENSHOTS_DIR;

/** The page at 1280 and 390 px, in English and Chinese (the language kept as the app keeps it), each saved for a look. */
async function shoot(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const language of ['en', 'zh'] as const) {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await ready(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${language}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}

async function signedInPage(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

test('(d) an artwork hold: the shop holds with a preset, the customer sends real art, sees its proof, approves, and the shop sees the answer', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('hold');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'hold-pass-1', name: 'Holly Hold' });
  const admin = await adminRequest();
  const id = await seedPaidOrder(customer, admin, email);
  const reference = id.slice(0, 8).toUpperCase();

  // The shop holds the order from its page with a preset reason.
  const shop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signedInPage(shop, ADMIN_EMAIL, ADMIN_PASSWORD);
  await shop.goto(`/admin/orders/${id}`);
  await expect(shop.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await shop.getByRole('tab', { name: 'Hold' }).click();
  await shop.getByRole('checkbox', { name: 'Art is about 90 DPI at this size' }).check();
  await expect(shop.getByTestId('admin-hold-preview')).toContainText('The art is about 90 DPI at this size');
  await shoot(shop, 'admin-hold-form', async (p) => {
    await p.getByRole('tab').nth(2).click();
    await p.getByRole('checkbox').first().check();
    await expect(p.getByTestId('admin-hold-preview')).toBeVisible();
  });
  await shop.getByRole('tab', { name: 'Hold' }).click();
  await shop.getByRole('checkbox', { name: 'Art is about 90 DPI at this size' }).check();
  await shop.getByRole('button', { name: 'Put on hold and e-mail the customer' }).click();
  await expect(shop.getByTestId('admin-hold-status')).toContainText('The art is about 90 DPI');

  // The customer is mailed a link to the order's page.
  await expect.poll(async () => (await newestMailTo(email)).subject, { timeout: 30_000 }).toBe(`Action needed: order ${reference} is on hold`);
  const link = new URL(firstLink((await newestMailTo(email)).text));

  // The customer replaces the art with a real PNG and sees its proof and its resolution before approving.
  await signedInPage(page, email, 'hold-pass-1');
  await page.goto(link.pathname);
  await expect(page.getByTestId('hold-actions')).toBeVisible();
  await expect(page.getByTestId('hold-answer-by')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload new art' }).click();
  await (await chooser).setFiles(path.join(ART, 'idle-256.png'));
  await expect(page.getByTestId('hold-new-proof')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('hold-new-proof-dpi')).toContainText('DPI');
  await shoot(page, 'customer-hold-page', async (p) => {
    await expect(p.getByTestId('hold-new-proof')).toBeVisible({ timeout: 15_000 });
  });
  await page.getByRole('button', { name: 'Approve the new proof' }).click();
  await expect(page.getByTestId('hold-actions')).toHaveCount(0);

  // Stored: back to paid (where it was held from), the line's design and proof are the replacement's.
  const stored = (await (await customer.get(`/api/orders/${id}`)).json()).order;
  expect(stored.status).toBe('paid');
  expect(stored.items[0].replacementProof).toBeNull();
  expect(stored.items[0].replacementUrl).toMatch(/replacement-/);
  expect(stored.events.at(-1)).toMatchObject({ from: 'on_hold', to: 'paid', actorKind: 'customer', note: 'New artwork approved (1 line)' });

  // The shop sees the answer.
  await shop.reload();
  await expect(shop.getByTestId('admin-hold-answer')).toContainText('New artwork approved');
});

test('(e) a custom request: the shop quotes with real art, the customer opens the mailed link, approves and pays, and the request becomes an order', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('quote');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'quote-pass-1', name: 'Quinn Quote' });
  const sent = await customer.post('/api/custom-orders', {
    data: { contactEmail: email, name: 'Quinn', description: 'Our bakery logo as a shiny round sticker', size: '3 in', quantity: 100 },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const requestId = (await sent.json()).request.id as string;
  const admin = await adminRequest();

  // The shop quotes on the request's page: art uploaded, options, price.
  const shop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signedInPage(shop, ADMIN_EMAIL, ADMIN_PASSWORD);
  await shop.goto(`/admin/custom-orders/${requestId}`);
  await expect(shop.getByTestId('admin-quote-form')).toBeVisible();
  const chooser = shop.waitForEvent('filechooser');
  await shop.getByTestId('admin-quote-art').click();
  await (await chooser).setFiles(path.join(ART, 'idle-256.png'));
  await expect(shop.getByRole('img', { name: 'The art of the quote' })).toBeVisible();
  await shop.getByRole('textbox', { name: 'Quantity' }).fill('100');
  await shop.getByRole('textbox', { name: 'Price of the stickers (CAD)' }).fill('45');
  await shop.getByRole('textbox', { name: 'Shipping price (CAD)' }).fill('9.95');
  await shop.getByRole('textbox', { name: 'A word to the customer (optional)' }).fill('We traced your logo.');
  await shop.getByTestId('admin-quote-send').click();
  await expect(shop.getByTestId('admin-current-quote')).toBeVisible({ timeout: 30_000 });

  // The mailed link opens the quote page.
  await expect.poll(async () => (await newestMailTo(email)).subject).toBe(`Your sticker quote ${requestId.slice(0, 8).toUpperCase()}`);
  const link = new URL(firstLink((await newestMailTo(email)).text));
  expect(link.pathname).toBe(`/custom-order/quote/${requestId}`);
  await signedInPage(page, email, 'quote-pass-1');
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('quote-summary')).toBeVisible();
  await expect(page.getByTestId('quote-price')).toContainText('45.00');
  await shoot(page, 'customer-quote-page', async (p) => {
    await expect(p.getByTestId('quote-summary')).toBeVisible();
  });
  await shoot(shop, 'admin-quote-form', async (p) => {
    await expect(p.getByTestId('admin-current-quote')).toBeVisible();
  });

  // Approve with an address: the quote becomes an order waiting for payment, paid on its page.
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Quinn Quote');
  await page.getByRole('textbox', { name: /^Address/ }).fill('1 Sticker Street');
  await page.getByRole('textbox', { name: /^City/ }).fill('Toronto');
  await page.getByRole('combobox', { name: 'Province or territory' }).click();
  await page.getByRole('option', { name: 'Ontario (ON)', exact: true }).click();
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('M5V 2T6');
  await page.getByTestId('quote-accept').click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]+$/);
  const orderId = page.url().split('/').pop() as string;
  await page.getByTestId('order-payable').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await page.getByRole('button', { name: /^Pay .*\(test\)$/ }).click();
  // A sticker order returns to its thank-you page (decision 89), one click from the order.
  await expect(page).toHaveURL(new RegExp(`/thank-you/${orderId}`), { timeout: 20_000 });
  await page.getByTestId('thank-you-order').click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}`));

  // Stored: the order is paid and linked both ways with the request.
  await expect.poll(async () => (await (await customer.get(`/api/orders/${orderId}`)).json()).order.status, { timeout: 20_000 }).toBe('paid');
  const order = (await (await customer.get(`/api/orders/${orderId}`)).json()).order;
  expect(order).toMatchObject({ subtotalCents: 4500, shippingCents: 995 });
  const quote = (await (await admin.get(`/api/admin/custom-orders/${requestId}/quote`)).json()).quote;
  expect(quote).toMatchObject({ orderId, status: 'accepted' });
  const adminOrder = (await (await admin.get(`/api/admin/orders/${orderId}`)).json()).order;
  expect(adminOrder.events[0].note).toBe(`Quote ${requestId.slice(0, 8).toUpperCase()} accepted`);
});
