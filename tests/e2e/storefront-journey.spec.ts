import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, firstLink, newestMailTo, uniqueEmail, waitForApp } from './helpers';
import { artFixture } from './upload-pricing-helpers';

/** Where the journey's screenshots go (looked at by hand); unset, none are taken. */
const SHOTS = process.env.STOREFRONT_SCREENSHOTS_DIR;

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * Journey (c) of issue 29, clicked as a shopper: the header's Sticker prices → the calculator (kiss-cut,
 * holographic, 2 in, 100) → Upload your art, the options carried → a real PNG → Add to cart → the cart,
 * reached from the header's cart button with its count; what the server stored is the chosen options.
 */
test('a calculator → Upload your art (options carried) → cart', async ({ page }) => {
  test.setTimeout(120_000);
  await apiSignUp(page.request, { email: uniqueEmail('journey-c'), password: 'journey-pass', name: 'Jo Journey' });
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '0');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sticker prices' }).click();
  await expect(page).toHaveURL(/\/sticker-prices$/);
  await page.getByTestId('sticker-price-choose-kiss-cut').click();
  const picker = page.getByTestId('price-options-picker');
  await picker.getByTestId('pick-size-2').click();
  await picker.getByTestId('pick-material-holographic').click();
  await picker.getByTestId('pick-quantity-100').click();
  const quoted = (await picker.getByTestId('quote-total').textContent()) ?? '';
  expect(quoted).toMatch(/CA\$|CAD/);

  await page.getByTestId('calculator-upload').click();
  await expect(page).toHaveURL(/\/upload-pricing\?product=kiss-cut&w=2&h=2&shape=contour&material=holographic&finish=gloss&qty=100$/);
  await page.getByTestId('upload-file-input').setInputFiles(artFixture('idle-256.png'));
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  const uploadPicker = page.getByTestId('price-options-picker');
  await expect(uploadPicker.getByTestId('pick-product-kiss-cut')).toBeChecked();
  await expect(uploadPicker.getByTestId('pick-material-holographic')).toBeChecked();
  await expect(uploadPicker.getByTestId('pick-quantity-100')).toBeChecked();
  await expect(uploadPicker.getByTestId('pick-size-2')).toBeChecked();

  // 256 px across 2 in is under 150 DPI: the line goes to the cart with "Print anyway".
  const warning = page.getByTestId('resolution-warning');
  if (await warning.isVisible()) await warning.getByLabel('Print anyway').check();
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Cart, 1 item');

  const cart = (await (await page.request.get('/api/cart')).json()).cart;
  expect(cart.lines).toHaveLength(1);
  expect(cart.lines[0].options).toMatchObject({ product: 'kiss-cut', material: 'holographic', finish: 'gloss', quantity: 100, shape: 'contour' });
  expect(Math.max(cart.lines[0].options.widthIn, cart.lines[0].options.heightIn)).toBe(2);

  // The header's cart button leads back to it from anywhere.
  await page.goto('/StickerLibrary');
  await waitForApp(page);
  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('the verification e-mail returns to the page the person signed up from', async ({ page }) => {
  const email = uniqueEmail('return-to');
  await page.goto('/sticker-prices');
  await waitForApp(page);
  await page.getByTestId('sign-in-button').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsticker-prices$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Rita Return');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('return-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  const link = new URL(firstLink((await newestMailTo(email)).text));
  expect(link.searchParams.get('callbackURL')).toBe('/sticker-prices');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/sticker-prices$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.emailVerified).toBe(true);
});

test('the menu at every width: cart, sticker prices apart from AI plans, upload & order, forum, home', async ({ page }) => {
  await apiSignUp(page.request, { email: uniqueEmail('menu'), password: 'menu-pass-1', name: 'Mo Menu' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByTestId('header-cart')).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Site navigation' });
  for (const [name, href] of [
    ['Your home', '/home'],
    ['Cart', '/cart'],
    ['Upload & order', '/upload-pricing'],
    ['Sticker prices', '/sticker-prices'],
    ['AI plans & credits', '/pricing'],
    ['Forum', '/forum'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
