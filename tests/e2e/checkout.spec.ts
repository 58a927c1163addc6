import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, uniqueEmail } from './helpers';
import { discDesign } from './orders-helpers';

const SHOTS = process.env.CHECKOUT_SCREENSHOTS_DIR;

/**
 * The shopper's journey: a finished design → Order (1) → /cart with the server's proof → approve the proof
 * (2) → Pay (3) → the test-mode payment page → the order, paid, in /account/orders and in the admin list.
 */
test('design → Order → cart → test-mode pay → the order in /account/orders and in the admin list', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('checkout');
  await apiSignUp(page.request, { email, password: 'checkout-pass', name: 'Carla Cart' });
  const preview = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .png()
    .toBuffer();
  const design = await page.request.post('/api/designs', {
    data: { name: 'Red disc', json: discDesign(), isFavorite: false, preview: `data:image/png;base64,${preview.toString('base64')}` },
  });
  expect(design.status()).toBe(201);
  const designId = (await design.json()).design.id as string;

  // A finished design on /preview: Order.
  await page.goto(`/preview?design=${designId}`);
  await expect(page.getByTestId('preview-traced')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-proof')).toBeVisible();
  await expect(line.getByTestId('cart-line-price')).toHaveText(/CA?\$|CAD/);

  // The address (typed once; remembered in this browser), then the tax appears.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Carla Cart');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Sticker Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await page.getByTestId('address-region').click();
  await page.getByRole('option', { name: 'Ontario (ON)', exact: true }).click();
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  await expect(page.getByTestId('cart-tax-HST')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const total = (await page.getByTestId('cart-total').textContent()) ?? '';

  // Pay stays off until the proof is approved.
  await expect(page.getByTestId('cart-pay')).toBeDisabled();
  await page.getByRole('checkbox', { name: 'The proof is what we print' }).check();
  await page.getByTestId('cart-pay').click();

  // The test-mode payment page: the same total; Pay.
  await expect(page.getByTestId('test-mode-banner')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('test-checkout-total')).toHaveText(total.replace(/\s/g, ' '));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-checkout-1280.png`, fullPage: true });
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
  // A sticker order returns to its thank-you page, one click from the order.
  await expect(page).toHaveURL(/\/thank-you\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const orderId = /thank-you\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
  const reference = orderId.slice(0, 8).toUpperCase();
  await page.getByTestId('thank-you-order').click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByTestId('order-totals')).toContainText(total.replace(/\s/g, ' ').replace(/^/, ''));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-paid-1280.png`, fullPage: true });
  await page.goto('/account/orders');
  await expect(page.getByRole('link', { name: `Open order ${reference}` }).getByTestId('order-status')).toHaveText('Paid');

  // The cart is empty again.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();

  // The shop sees it.
  await adminRequest(); // the test admin exists
  await page.context().clearCookies();
  await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  await page.goto('/admin/orders');
  await page.getByLabel('Customer e-mail').fill(email);
  await expect(page.getByTestId('admin-order-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Open order ${reference}` })).toBeVisible();
});

test("the editor's Order button saves the work without a dialog and adds it to the cart once", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('editor-order');
  await apiSignUp(page.request, { email, password: 'order-pass', name: 'Eddie Editor' });
  await page.goto('/indexHome');
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-circle').click();
  await page.getByTestId('editor-order').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-proof')).toBeVisible();
  // Ordering the same work again adds nothing more.
  await page.goBack();
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
  const designs = (await (await page.request.get('/api/designs')).json()).designs as { id: string }[];
  expect(designs).toHaveLength(1);
  const cart = (await (await page.request.get('/api/cart')).json()).cart;
  const again = await page.request.post('/api/cart/items', { data: { designId: designs[0].id, options: cart.lines[0].options } });
  expect((await again.json()).cart.lines).toHaveLength(1);
});

// A guest's Order fills the guest's own cart on the server (decision 88), which joins the account's at sign-in.
test("a guest's Order goes to the guest's cart and joins the account's cart at sign-in", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('guest-cart');
  await apiSignUp(page.request, { email, password: 'guest-pass', name: 'Gina Guest' });
  await page.context().clearCookies();
  await page.goto('/indexHome');
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-circle').click();
  await page.getByTestId('editor-order').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 30_000 });
  // With the guest's cookie present better-auth checks the Origin, which a browser's form sends.
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'guest-pass' }, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('cart-proof')).toBeVisible();
  // The same cart on a second device.
  const second = await page.context().browser()?.newContext();
  const device = await second?.newPage();
  if (!device) throw new Error('no browser');
  await device.request.post('/api/auth/sign-in/email', { data: { email, password: 'guest-pass' } });
  await device.goto(new URL('/cart', page.url()).toString());
  await expect(device.getByTestId('cart-line')).toHaveCount(1);
  await second?.close();
});
