import { expect, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';
import { artFixture, thirdPartyArtwork } from './upload-pricing-helpers';

const SHOTS = process.env.UPLOAD_SCREENSHOTS_DIR;

/**
 * /upload-pricing: the shopper's own image → the automatic cut line → size and quantity with
 * the live price → Add to cart → the line, with the server's proof, in /cart.
 */
test('own artwork → cut preview → size and quantity priced live → cart', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('upload');
  await apiSignUp(page.request, { email, password: 'upload-pass', name: 'Uma Upload' });
  await page.goto('/upload-pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Print your own artwork' })).toBeVisible();

  // A file that is not an image is refused with a clear message.
  await page.getByTestId('upload-file-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await expect(page.getByTestId('upload-error')).toHaveText(
    'This file is not a PNG, JPEG, WebP, SVG or PDF file. Other formats (GIF, TIFF, …) cannot be printed from here: save your art as PNG, SVG or PDF.',
  );

  await page.getByTestId('upload-file-input').setInputFiles(thirdPartyArtwork());
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  // The cut follows the masks, not the square image: a long curve, and the sticker is wider than tall.
  const cutPath = await page.getByTestId('preview-cutline').getAttribute('d');
  expect(cutPath?.length ?? 0).toBeGreaterThan(200);
  await expect(page.getByTestId('upload-cut-size')).toContainText(/As cut: (2\.9\d|3(\.0\d)?) × 2\.\d+ in/);

  const picker = page.getByTestId('price-options-picker');
  const total = picker.getByTestId('quote-total');
  await expect(total).toHaveText(/CA\$|CAD/);
  const startPrice = await total.textContent();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-1280.png`, fullPage: true });

  // 4 in and 100 stickers: the price changes at once, in the browser.
  await picker.getByTestId('pick-size-4').click();
  await expect(page.getByTestId('upload-cut-size')).toContainText(/As cut: (3\.9\d|4(\.0\d)?) × 3\.\d+ in/, { timeout: 20_000 });
  await picker.getByTestId('pick-quantity-100').click();
  await expect(total).not.toHaveText(startPrice ?? '');
  const price = (await total.textContent()) ?? '';

  // The 400 px icon prints under 150 DPI at 4 in: the line goes to the cart only with "Print anyway" (upload-resolution.spec.ts).
  await page.getByTestId('resolution-warning').getByLabel('Print anyway').check();
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-proof')).toBeVisible();
  await expect(line.getByTestId('cart-line-price')).toHaveText(price);
  const cart = (await (await page.request.get('/api/cart')).json()).cart;
  expect(cart.lines[0].options).toMatchObject({ product: 'die-cut', widthIn: 4, quantity: 100, material: 'white-vinyl' });
  expect(cart.lines[0].options.heightIn).toBeGreaterThan(3);
  expect(cart.lines[0].options.heightIn).toBeLessThan(3.5);
  expect(cart.lines[0].designName).toBe('appIcon.png');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-cart-1280.png`, fullPage: true });
});

/**
 * Vector and print files as design tools write them (tests/fixtures/art): an SVG with a viewBox and no
 * width or height, and an Illustrator file saved with PDF compatibility; an EPS is refused by name.
 */
test('a viewBox-only SVG and an Illustrator PDF are drawn, measured as cut at the chosen size and ordered', async ({ page }) => {
  test.setTimeout(120_000);
  await apiSignUp(page.request, { email: uniqueEmail('vector'), password: 'vector-pass', name: 'Vera Vector' });
  await page.goto('/upload-pricing');
  const input = page.getByTestId('upload-file-input');

  await input.setInputFiles(artFixture('tk-pwrd-logo.eps'));
  await expect(page.getByTestId('upload-error')).toContainText('EPS files cannot be printed from here. Save your art as PDF');

  // mdBook's favicon: viewBox only, a <style> block. Drawn (a traced cut), 3 in as cut, not the 24 in clamp.
  await input.setInputFiles(artFixture('mdbook-favicon.svg'));
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('upload-cut-size')).toContainText(/As cut: (2\.9\d|3(\.0\d)?) × 2\.\d+ in \(7\.\d+ × \d\.\d+ cm\)/);
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // requests' logo, an .ai file saved with PDF compatibility: the server draws its page.
  await page.goto('/upload-pricing');
  await page.getByTestId('upload-file-input').setInputFiles(artFixture('requests-logo.ai'));
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('upload-cut-size')).toContainText(/As cut: 2\.\d+ × (2\.9\d|3(\.0\d)?) in/);
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const cart = (await (await page.request.get('/api/cart')).json()).cart;
  expect(cart.lines.map((line: { designName: string }) => line.designName).sort()).toEqual(['mdbook-favicon.svg', 'requests-logo.ai']);
});
