import { expect, type Locator, type Page, test } from '@playwright/test';
import { firstLink, newestMailTo, uniqueEmail } from './helpers';
import { artFixture } from './upload-pricing-helpers';

/** Where the screenshots go (1280 and 390 px, en and zh), when set. */
const SHOTS = process.env.GUEST_SCREENSHOTS_DIR;

/** The page at both widths in English and in Chinese, then back to English at 1280. */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return;
  for (const lng of ['en', 'zh'] as const) {
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lng);
    await page.reload();
    await ready();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: `${SHOTS}/${name}-${lng}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  await ready();
}

/** Typing the guest's e-mail and address (no clicks: the province is chosen with the keyboard). */
async function fillGuestCheckout(page: Page, email: string) {
  await page.getByTestId('cart-guest-email').fill(email);
  // By their autocomplete names: the same fields in English and Chinese.
  await page.locator('input[autocomplete="name"]').fill('Gus Guest');
  await page.locator('input[autocomplete="address-line1"]').fill('1 Sticker Street');
  await page.locator('input[autocomplete="address-level2"]').fill('Toronto');
  const region = page.getByTestId('address-region');
  await region.fill('ON');
  await region.press('ArrowDown');
  await region.press('Enter');
  await expect(region).toHaveValue(/\(ON\)$/);
  await page.locator('input[autocomplete="postal-code"]').fill('M5V 2T6');
  await expect(page.getByTestId('cart-tax-HST')).toBeVisible();
}

/** The order as the server stored it, read through the signed link of its mail (what the guest holds). */
async function orderByMail(page: Page, email: string) {
  const mail = await newestMailTo(email, 20_000);
  // The order page's link (the mail also links the invoice, under /api/orders/…/invoice.pdf).
  const link = new URL(/https?:\/\/[^\s/]+\/orders\/[^\s/?]+\?t=\S+/.exec(mail.text)?.[0] as string);
  const answer = await page.request.get(`/api/orders${link.pathname.slice('/orders'.length)}${link.search}`);
  expect(answer.status()).toBe(200);
  return { order: (await answer.json()).order, link, mail };
}

/**
 * Journey (a), issue 29: a guest from the landing page to a paid test-mode order of a library sticker,
 * no account: 3 clicks to the cart, 6 to paid (typing is not counted: it is the address).
 */
test('(a) a guest buys a library sticker: 3 clicks to the cart, 6 to paid, no account', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('guest-a');
  let clicks = 0;
  const click = async (target: Locator) => {
    await target.click();
    clicks++;
  };
  await page.goto('/');
  await click(page.getByTestId('landing-library-strip').getByRole('link').first());
  await expect(page).toHaveURL(/\/StickerLibrary\?q=/);
  await click(page.getByTestId('library-add-to-cart').first());
  await click(page.getByTestId('library-buy-add'));
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  expect(clicks).toBeLessThanOrEqual(3);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await fillGuestCheckout(page, email);
  await shoot(page, 'guest-checkout-form', async () => {
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await fillGuestCheckout(page, email);
  });
  const total = (await page.getByTestId('cart-total').textContent()) ?? '';
  await click(page.getByTestId('cart-approve'));
  await click(page.getByTestId('cart-pay'));
  await expect(page.getByTestId('test-mode-banner')).toBeVisible({ timeout: 20_000 });
  await click(page.getByRole('button', { name: /^Pay .* \(test\)$/ }));
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?checkout=success/, { timeout: 20_000 });
  expect(clicks).toBeLessThanOrEqual(6);
  await expect(page.getByTestId('guest-order-paid')).toBeVisible({ timeout: 20_000 });
  const orderId = /orders\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;

  // What the server stored: a paid order of the library product, for the address typed, no account.
  const { order, link } = await orderByMail(page, email);
  expect(order).toMatchObject({ id: orderId, status: 'paid' });
  expect(order.items[0].options.product).toBe('library-item');
  expect(total.replace(/\s/g, ' ')).toContain((order.totalCents / 100).toFixed(2));
  expect((await (await page.request.get('/api/me')).json()).user ?? null).toBeNull();

  // The mail's signed link opens the order in a browser with no cookie at all.
  const stranger = await page.context().browser()?.newContext();
  const other = await stranger?.newPage();
  if (other) {
    await other.goto(link.toString());
    await expect(other.getByTestId('guest-order')).toBeVisible();
    // With its proof picture: a signed, expiring address of that order's file, which this cookieless browser opens.
    const proof = other.locator('img[src*="/api/files/order/"]').first();
    await expect(proof).toBeVisible();
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(other, 'guest-order-by-link', async () => {
      await expect(other.locator('img[src*="/api/files/order/"]').first()).toBeVisible();
    });
    await stranger?.close();
  }
  await shoot(page, 'guest-order', async () => {
    await expect(page.getByTestId('guest-order')).toBeVisible();
  });
});

/**
 * Journey (b), issue 29: a guest uploads a real PNG logo on /upload-pricing, sees the price and the
 * low-DPI warning, pays; then signs up with the same address, verifies it, and finds the order in the account.
 */
test('(b) a guest uploads a logo, pays, then signs up with the same address and finds the order', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('guest-b');
  await page.goto('/upload-pricing');
  // IDLE's 256 px icon (tests/fixtures/art): at the starting size it prints under 150 DPI.
  await page.getByTestId('upload-file-input').setInputFiles(artFixture('idle-256.png'));
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/CAD\s?\d/).first()).toBeVisible();
  const warning = page.getByTestId('resolution-warning');
  await expect(warning).toHaveAttribute('data-level', 'veryLow');
  await warning.getByLabel('Print anyway').check();
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);

  await fillGuestCheckout(page, email);
  await page.getByTestId('cart-approve').click();
  await page.getByTestId('cart-pay').click();
  await expect(page.getByTestId('test-mode-banner')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
  await expect(page.getByTestId('guest-order-paid')).toBeVisible({ timeout: 20_000 });
  const orderId = /orders\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
  const { order } = await orderByMail(page, email);
  expect(order).toMatchObject({ id: orderId, status: 'paid' });
  expect(order.items[0].lowResolutionAcceptedDpi).toBeLessThan(150);

  // The order page offers an account; signing up with the same address and verifying it brings the order.
  await page.getByTestId('guest-order-account').getByRole('link').click();
  await page.getByLabel('Name').fill('Gus Guest');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('guest-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect.poll(async () => (await newestMailTo(email)).subject).toContain('Verify your e-mail');
  const verify = firstLink((await newestMailTo(email)).text);
  await page.goto(verify);
  await page.goto('/account/orders');
  await expect(page.getByRole('link', { name: `Open order ${orderId.slice(0, 8).toUpperCase()}` })).toBeVisible();
  const mine = (await (await page.request.get('/api/orders')).json()).orders.map((o: { id: string }) => o.id);
  expect(mine).toContain(orderId);
});
