import { expect, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';
import { thirdPartyArtwork } from './upload-pricing-helpers';

const SHOTS = process.env.UPLOAD_SCREENSHOTS_DIR;

/** A guest on a phone: the artwork goes to the guest's cart (decision 88), which joins the account's cart at sign-in. */
test("a guest's artwork on a phone → Add to cart → sign in → the line in the cart", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('upload-guest');
  await apiSignUp(page.request, { email, password: 'upload-pass', name: 'Gus Guest' });
  await page.context().clearCookies();

  await page.goto('/upload-pricing');
  await page.getByTestId('upload-file-input').setInputFiles(thirdPartyArtwork());
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  const picker = page.getByTestId('price-options-picker');
  await picker.getByTestId('pick-product-kiss-cut').click();
  await expect(picker.getByTestId('quote-total')).toHaveText(/CA\$|CAD/);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-390.png`, fullPage: true });

  // The 400 px icon prints under 150 DPI at 3 in: "Print anyway" goes with the guest's line into the account's cart.
  await page.getByTestId('resolution-warning').getByLabel('Print anyway').check();
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 30_000 });
  // With the guest's cookie present better-auth checks the Origin, which a browser's form sends.
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'upload-pass' }, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1, { timeout: 30_000 });
  await expect(line.getByTestId('cart-proof')).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()).cart;
  expect(cart.lines[0].options).toMatchObject({ product: 'kiss-cut', widthIn: 3, quantity: 50 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-cart-390.png`, fullPage: true });
});
