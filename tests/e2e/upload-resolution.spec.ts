import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';
import { thirdPartyArtwork } from './upload-pricing-helpers';

/** Where the warnings' screenshots go (1280 and 390 px, en and zh), when set. */
const SHOTS = process.env.RESOLUTION_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The cart as the server keeps it. */
async function cartOf(page: Page) {
  return (await (await page.request.get('/api/cart')).json()).cart;
}

/** Uploads Playwright's own 400 × 400 px icon (art made by other hands) and waits for its cut. */
async function uploadIcon(page: Page) {
  await page.goto('/upload-pricing');
  await page.getByTestId('upload-file-input').setInputFiles(thirdPartyArtwork());
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
}

/**
 * Resolution before money: a 400 px image ordered at 3 in prints at about 133 DPI. Upload-to-order warns,
 * suggests the largest sharp size (1.25 in) one click away, and adds the line only after an explicit
 * "Print anyway"; the cart keeps the acceptance and asks again when the sticker grows past it.
 */
test('a small image: warned at the chosen size, the sharp size one click away, "Print anyway" required under 150 DPI', async ({ page }) => {
  test.setTimeout(120_000);
  await apiSignUp(page.request, { email: uniqueEmail('dpi'), password: 'dpi-pass-1', name: 'Dee Pee' });
  await uploadIcon(page);

  const warning = page.getByTestId('resolution-warning');
  const order = page.getByTestId('order-button');
  await expect(warning).toHaveAttribute('data-level', 'veryLow');
  await expect(warning).toContainText('Your art prints at only 133 DPI at 3 in: under 150 DPI it looks pixelated.');
  await expect(warning).toContainText('It prints sharp up to 1.25 in.');
  await expect(order).toBeDisabled();
  await shoot(page, 'upload-very-low-en');

  // One click: the sharp size, and nothing left to warn about.
  await warning.getByTestId('resolution-use-sharp').click();
  await expect(warning).toHaveCount(0);
  await expect(order).toBeEnabled();

  // 2 in: 200 DPI, a note but no question.
  await page.getByTestId('pick-size-2').click();
  await expect(warning).toHaveAttribute('data-level', 'low');
  await expect(warning).toContainText('200 DPI at 2 in');
  await expect(warning.getByTestId('resolution-accept')).toHaveCount(0);
  await expect(order).toBeEnabled();
  await shoot(page, 'upload-low-en');

  // 4 in: 100 DPI; "Print anyway" lets the line go to the cart.
  await page.getByTestId('pick-size-4').click();
  await expect(warning).toHaveAttribute('data-level', 'veryLow');
  await expect(order).toBeDisabled();
  await warning.getByLabel('Print anyway').check();
  await expect(order).toBeEnabled();
  await order.click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });

  // The server measured the proof itself and kept the acceptance.
  const cart = await cartOf(page);
  expect(cart.lines).toHaveLength(1);
  const { printDpi, acceptedDpi } = cart.lines[0].resolution;
  expect(printDpi).toBeLessThan(150);
  expect(acceptedDpi).toBe(printDpi);
  const line = page.getByTestId('cart-line');
  const lineWarning = line.getByTestId('resolution-warning');
  await expect(lineWarning).toHaveAttribute('data-level', 'veryLow');
  await expect(lineWarning.getByLabel('Print anyway')).toBeChecked();
  await shoot(page, 'cart-accepted-en');

  // 5 in is softer than what was accepted: asked again, and the server keeps the line at 4 in until then.
  const saved = page.waitForResponse((r) => r.url().includes('/api/cart/items/') && r.request().method() === 'PATCH');
  await line.getByTestId('pick-size-5').click();
  await expect(lineWarning.getByLabel('Print anyway')).not.toBeChecked();
  const refused = await saved;
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.code).toBe('low_resolution');
  await expect.poll(async () => (await cartOf(page)).lines[0].options.widthIn).toBe(4);
  await shoot(page, 'cart-ask-again-en');
  await lineWarning.getByLabel('Print anyway').check();
  await expect.poll(async () => (await cartOf(page)).lines[0].options.widthIn, { timeout: 30_000 }).toBe(5);
  await expect(lineWarning.getByLabel('Print anyway')).toBeChecked();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the warning and "Print anyway" speak Chinese', async ({ page }) => {
    test.setTimeout(90_000);
    await apiSignUp(page.request, { email: uniqueEmail('dpi-zh'), password: 'dpi-pass-1', name: 'Dee Zh' });
    await uploadIcon(page);
    const warning = page.getByTestId('resolution-warning');
    await expect(warning).toContainText('打印分辨率只有 133 DPI');
    await expect(warning.getByTestId('resolution-use-sharp')).toHaveText('改用 3.2 厘米');
    await shoot(page, 'upload-very-low-zh');
    await warning.getByLabel('仍然打印').check();
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    await expect(page.getByTestId('cart-line').getByTestId('resolution-warning')).toContainText('仍然打印');
    await shoot(page, 'cart-accepted-zh');
  });
});
