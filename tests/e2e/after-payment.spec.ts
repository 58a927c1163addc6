import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { pdfText } from '../setup/pdf-text';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, uniqueEmail } from './helpers';
import { discDesign } from './orders-helpers';

/** Screenshots of the thank-you page, the order with its tracking and the invoice, when a folder is given. */
const SHOTS = process.env.AFTERPAY_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The same signed-in customer in a Chinese browser. */
async function inChinese(browser: Browser, page: Page) {
  const context = await browser.newContext({ locale: 'zh-CN', storageState: await page.context().storageState(), viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/**
 * After paying: the shop sets its GST/HST number; a customer sees the arrives-by date in the cart,
 * pays in test mode and lands on the thank-you page (order number, what happens next, arrives-by),
 * downloads the PDF invoice (it parses, with the order number and the tax lines), and, once shipped,
 * follows the carrier's tracking link from the order page.
 */
test('pay → thank-you page → PDF invoice → tracking link', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // The shop's registration number, typed in the back office (the admin account made first).
  const admin = await adminRequest();
  await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  await page.goto('/admin/shop-settings');
  await page.getByRole('textbox', { name: 'GST/HST registration number' }).fill('123456789 RT0001');
  await page.getByTestId('save-shop-settings').click();
  await expect(page.getByText('Shop settings saved.')).toBeVisible();
  expect((await (await admin.get('/api/admin/shop-settings')).json()).settings.gstHstNumber).toBe('123456789 RT0001');
  await page.context().clearCookies();

  const email = uniqueEmail('afterpay');
  await apiSignUp(page.request, { email, password: 'afterpay-pass', name: 'Paula Paid' });
  const preview = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .png()
    .toBuffer();
  const design = await page.request.post('/api/designs', {
    data: { name: 'Red disc', json: discDesign(), isFavorite: false, preview: `data:image/png;base64,${preview.toString('base64')}` },
  });
  expect(design.status()).toBe(201);
  const designId = (await design.json()).design.id as string;

  // Order from the preview; the cart says when it arrives.
  await page.goto(`/preview?design=${designId}`);
  await expect(page.getByTestId('preview-traced')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  const cartArrival = page.getByTestId('cart-summary').getByTestId('arrives-by');
  await expect(cartArrival).toContainText(/^Arrives by \w+day, \w+ \d+ with standard shipping$/);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Paula Paid');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Sticker Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await page.getByTestId('address-region').click();
  await page.getByRole('option', { name: 'Ontario (ON)', exact: true }).click();
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  await expect(page.getByTestId('cart-tax-HST')).toBeVisible();
  await page.getByRole('checkbox', { name: 'The proof is what we print' }).check();
  await page.getByTestId('cart-pay').click();
  await expect(page.getByTestId('test-mode-banner')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();

  // The thank-you page: the order number, what happens next, the date.
  await expect(page).toHaveURL(/\/thank-you\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const orderId = /thank-you\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
  const reference = orderId.slice(0, 8).toUpperCase();
  await expect(page.getByTestId('thank-you-title')).toHaveText('Thank you! Your order is confirmed', { timeout: 20_000 });
  await expect(page.getByTestId('thank-you-reference')).toHaveText(reference);
  await expect(page.getByText('What happens next')).toBeVisible();
  const stored = (await (await page.request.get(`/api/orders/${orderId}`)).json()).order;
  expect(stored.status).toBe('paid');
  await expect(page.getByTestId('arrives-by')).toHaveAttribute('data-date', stored.arrivesBy);
  await shoot(page, 'thank-you-en');

  // The invoice, downloaded by its button: a PDF with the order number, the tax lines as charged and the registration number.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-invoice').click()]);
  const file = await download.path();
  const bytes = new Uint8Array(fs.readFileSync(file));
  const text = await pdfText(bytes);
  expect(text).toContain(`SS-${reference}`);
  for (const tax of stored.taxLines as { label: string }[]) expect(text).toContain(tax.label);
  expect(stored.taxLines.length).toBeGreaterThan(0);
  expect(text).toContain('123456789 RT0001');
  if (SHOTS) {
    fs.copyFileSync(file, path.join(SHOTS, 'invoice.pdf'));
    execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', path.join(SHOTS, 'invoice.pdf'), path.join(SHOTS, 'invoice-page-1')]);
  }

  // Shipped by the shop with a UPS number: the order page links UPS's tracking page.
  expect((await admin.patch(`/api/admin/orders/${orderId}/status`, { data: { status: 'in_production' } })).status()).toBe(200);
  const shipped = await admin.patch(`/api/admin/orders/${orderId}/status`, { data: { status: 'shipped', tracking: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } } });
  expect(shipped.status()).toBe(200);
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByTestId('tracking-link')).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(page.getByTestId('order-tracking').getByTestId('arrives-by')).toHaveAttribute('data-date', stored.arrivesBy);
  await shoot(page, 'order-tracking-en');

  // The same pages in Chinese.
  const zh = await inChinese(browser, page);
  await zh.goto(`/thank-you/${orderId}`);
  await expect(zh.getByTestId('thank-you-title')).toHaveText('谢谢！您的订单已确认');
  await expect(zh.getByTestId('arrives-by')).toContainText('预计');
  await shoot(zh, 'thank-you-zh');
  await zh.goto(`/account/orders/${orderId}`);
  await expect(zh.getByTestId('tracking-link')).toContainText('在 UPS 查询包裹');
  await shoot(zh, 'order-tracking-zh');
  await zh.context().close();
  await admin.dispose();
});
