import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';
import { artFixture } from './upload-pricing-helpers';

const SHOTS = process.env.UNITS_SCREENSHOTS_DIR;

async function uploadArt(page: Page) {
  await page.goto('/upload-pricing');
  await page.getByTestId('upload-file-input').setInputFiles(artFixture('mdbook-favicon.svg'));
  // The size is typed after the cut is traced: tracing fits the size to the cut's proportions.
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
}

/**
 * Sizes in centimetres: the shopper switches to cm, types a width in cm, pays what the same size in
 * inches costs, and finds the line in cm in the cart, stored in inches; the choice outlives a reload.
 */
test('a size typed in cm is priced and stored as inches, shown in cm in the cart, and the choice is kept', async ({ page }) => {
  test.setTimeout(120_000);
  await apiSignUp(page.request, { email: uniqueEmail('units'), password: 'units-pass', name: 'Una Units' });
  await uploadArt(page);
  const picker = page.getByTestId('price-options-picker');
  const total = picker.getByTestId('quote-total');

  // English reads inches until the shopper chooses.
  await expect(picker.getByTestId('size-unit-switch').locator('input[value="in"]')).toBeChecked();
  await expect(picker.getByTestId('pick-size-3')).toContainText('3 ×');
  await picker.getByTestId('size-unit-switch').getByText('cm', { exact: true }).click();
  await expect(picker.getByTestId('pick-size-3')).toContainText('7.6 ×');
  await expect(picker.getByTestId('pick-size-3')).toContainText('cm');

  await expect(picker.getByTestId('pick-size-custom')).toContainText('2.54–60.96 cm a side');
  await picker.getByTestId('pick-size-custom').click();
  const width = picker.getByTestId('pick-width');
  await expect(width).toHaveAccessibleName('Width (cm)');
  await width.fill('10');
  await width.blur();
  // 10 cm is 3.937 in: the shop cuts 3.94 in, and says so.
  await expect(picker.getByTestId('size-rounded-to')).toContainText('Cut at 3.94 ×');
  await expect(picker.getByTestId('quote-summary')).toContainText('10 ×');
  const cmPrice = (await total.textContent()) ?? '';
  expect(cmPrice).toMatch(/CA\$|CAD/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-cm-en-1280.png`, fullPage: true });

  // The same size typed in inches costs the same.
  await picker.getByTestId('size-unit-switch').getByText('in', { exact: true }).click();
  await expect(width).toHaveValue('3.94');
  await width.fill('3.94');
  await width.blur();
  await expect(total).toHaveText(cmPrice);
  const inchHeight = await picker.getByTestId('pick-height').inputValue();

  await picker.getByTestId('size-unit-switch').getByText('cm', { exact: true }).click();
  await expect(width).toHaveValue('10');
  await expect(total).toHaveText(cmPrice);
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });

  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('size-unit-switch').locator('input[value="cm"]')).toBeChecked();
  await expect(line.getByTestId('pick-width')).toHaveValue('10');
  await expect(line.getByTestId('pick-width')).toHaveAccessibleName('Width (cm)');
  await expect(line.getByTestId('cart-line-price')).toHaveText(cmPrice);
  const cart = (await (await page.request.get('/api/cart')).json()).cart;
  expect(cart.lines[0].options.widthIn).toBe(3.94);
  expect(cart.lines[0].options.heightIn).toBe(Number(inchHeight));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-cm-en-1280.png`, fullPage: true });

  await page.reload();
  await expect(page.getByTestId('cart-line').getByTestId('size-unit-switch').locator('input[value="cm"]')).toBeChecked();
  await expect(page.getByTestId('cart-line').getByTestId('pick-width')).toHaveValue('10');
});

test('Chinese reads centimetres until the shopper chooses inches', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('units-language-set')) {
      localStorage.setItem('i18nextLng', 'zh');
      sessionStorage.setItem('units-language-set', '1');
    }
  });
  await apiSignUp(page.request, { email: uniqueEmail('units-zh'), password: 'units-pass', name: 'Una Units' });
  await uploadArt(page);
  const picker = page.getByTestId('price-options-picker');
  await expect(picker.getByTestId('size-unit-switch').locator('input[value="cm"]')).toBeChecked();
  await expect(picker.getByTestId('pick-size-3')).toContainText('厘米');
  await picker.getByTestId('pick-size-custom').click();
  await picker.getByTestId('pick-width').fill('12.5');
  await expect(picker.getByTestId('size-rounded-to')).toContainText('4.92 ×');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-cm-zh-1280.png`, fullPage: true });
  await picker.getByTestId('size-unit-switch').getByText('英寸', { exact: true }).click();
  await expect(picker.getByTestId('pick-width')).toHaveValue('4.92');
  await page.reload();
  await expect(page.getByTestId('upload-file-input')).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('sticker-studio:size-unit'))).toBe('in');
});

for (const lang of ['en', 'zh'] as const) {
  test(`phone, ${lang}: the unit switch and cm fields fit at 390 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    await uploadArt(page);
    const picker = page.getByTestId('price-options-picker');
    if (lang === 'en') await picker.getByTestId('size-unit-switch').getByText('cm', { exact: true }).click();
    await picker.getByTestId('pick-size-custom').click();
    await picker.getByTestId('pick-width').fill('9');
    await picker.getByTestId('pick-width').blur();
    await expect(picker.getByTestId('size-rounded-to')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await picker.screenshot({ path: `${SHOTS}/upload-cm-${lang}-390.png` });
  });
}
