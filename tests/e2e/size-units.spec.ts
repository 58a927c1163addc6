import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { makePng, pastePng } from './editor-helpers';
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

/** A saved design with one opaque disc (a die-cut contour has something to follow), 1500 units square: 5 in. */
async function discDesign(page: Page): Promise<string> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="190" fill="#0f766e"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const json = {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
    objects: [
      {
        type: 'image',
        id: 'disc',
        name: 'disc.png',
        left: 50,
        top: 50,
        width: 400,
        height: 400,
        scaleX: 3.5,
        scaleY: 3.5,
        originX: 'left',
        originY: 'top',
        src: `data:image/png;base64,${png.toString('base64')}`,
      },
    ],
  };
  const res = await page.request.post('/api/designs', { data: { name: 'Unit disc', json } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).design.id;
}

/** The preview's "Actual size" as numbers and unit, once traced. */
async function actualSize(page: Page): Promise<{ width: number; height: number; unit: string }> {
  const text = (await page.getByTestId('preview-actual-size').textContent()) ?? '';
  const m = /([\d.]+) × ([\d.]+) (in|cm|英寸|厘米)/.exec(text);
  return m ? { width: Number(m[1]), height: Number(m[2]), unit: m[3] } : { width: Number.NaN, height: Number.NaN, unit: text };
}

const phoneShot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
};

test('/preview: every size follows the switch — presets, the size typed, the actual size, the border, the price', async ({ page }) => {
  test.setTimeout(120_000);
  await apiSignUp(page.request, { email: uniqueEmail('units-preview'), password: 'units-pass', name: 'Una Units' });
  const id = await discDesign(page);
  await page.goto(`/preview?design=${id}`);
  await expect(page.getByTestId('preview-cutline')).toHaveAttribute('d', /^M/, { timeout: 30_000 });
  const presets = page.getByTestId('preview-size');
  const border = page.getByTestId('preview-offset-value');

  // English reads inches.
  await expect(page.getByText('Size (longer side, in)')).toBeVisible();
  await expect(presets.getByRole('radio', { name: '5', exact: true })).toBeChecked();
  await expect.poll(() => actualSize(page)).toMatchObject({ width: 5, unit: 'in' });
  await expect(border).toHaveText('0.125 in');

  await page.getByTestId('size-unit-switch').getByText('cm', { exact: true }).click();
  await expect(page.getByText('Size (longer side, cm)')).toBeVisible();
  await expect(presets.getByRole('radio', { name: '12.7', exact: true })).toBeChecked();
  await expect(presets).toContainText('7.6');
  await expect.poll(() => actualSize(page)).toMatchObject({ width: 12.7, unit: 'cm' });
  await expect(border).toHaveText('3.2 mm');
  await expect(page.getByRole('img', { name: /The printed sticker, 12\.7 × 12\.7 cm/ })).toBeAttached();

  // A size typed in cm: the sticker as cut measures it, and the price is quoted for it, in cm.
  await presets.getByText('Custom', { exact: true }).click();
  const custom = page.getByTestId('preview-custom-size');
  await expect(custom).toHaveAccessibleName('Longer side (cm)');
  await custom.fill('10');
  await custom.blur();
  await expect.poll(async () => Math.abs((await actualSize(page)).width - 10) <= 0.15, { timeout: 20_000 }).toBe(true);
  expect((await actualSize(page)).unit).toBe('cm');
  await expect(page.getByTestId('preview-price').getByTestId('quote-summary')).toContainText(' cm');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-cm-en-1280.png`, fullPage: true });
  await phoneShot(page, 'preview-cm-en');

  // Back to inches: the field shows the same size in inches (10 cm is cut at 3.94 in).
  await page.getByTestId('size-unit-switch').getByText('in', { exact: true }).click();
  await expect(page.getByTestId('preview-custom-size')).toHaveAccessibleName('Longer side (in)');
  await expect(page.getByTestId('preview-custom-size')).toHaveValue('3.94');
  await expect(border).toHaveText('0.125 in');
});

test('/preview in Chinese reads centimetres', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await apiSignUp(page.request, { email: uniqueEmail('units-preview-zh'), password: 'units-pass', name: 'Una Units' });
  const id = await discDesign(page);
  await page.goto(`/preview?design=${id}`);
  await expect(page.getByTestId('preview-cutline')).toHaveAttribute('d', /^M/, { timeout: 30_000 });
  await expect(page.getByTestId('size-unit-switch').locator('input[value="cm"]')).toBeChecked();
  await expect(page.getByText('尺寸（长边，厘米）')).toBeVisible();
  await expect(page.getByTestId('preview-size').getByRole('radio', { name: '12.7', exact: true })).toBeChecked();
  await expect.poll(() => actualSize(page)).toMatchObject({ width: 12.7, unit: '厘米' });
  await expect(page.getByTestId('preview-offset-value')).toHaveText('3.2 毫米');
  await page.getByTestId('preview-size').getByText('自定义', { exact: true }).click();
  await expect(page.getByTestId('preview-custom-size')).toHaveAccessibleName('长边（厘米）');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-cm-zh-1280.png`, fullPage: true });
  await phoneShot(page, 'preview-cm-zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`the low-resolution order modal, ${lang}: its sizes follow the switch`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    await apiSignUp(page.request, { email: uniqueEmail(`units-modal-${lang}`), password: 'units-pass', name: 'Una Units' });
    await page.goto('/indexHome?new=1');
    await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
    // 48 px of art ordered at 3 in: far under 150 DPI, and too small to be sharp even at 1 in.
    await pastePng(page, makePng(48, 32));
    await expect(page.getByTestId('layer-row')).toHaveCount(1);
    await page.getByTestId('editor-order').click();
    const modal = page.getByRole('dialog', { name: lang === 'en' ? 'Check the print resolution' : '检查打印分辨率' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    const warning = modal.getByTestId('resolution-warning');
    if (lang === 'en') {
      await expect(modal.getByTestId('size-unit-switch').locator('input[value="in"]')).toBeChecked();
      await expect(warning).toContainText(/DPI at 3 in:/);
      await expect(warning).toContainText('Even the smallest size (1 in)');
      await modal.getByTestId('size-unit-switch').getByText('cm', { exact: true }).click();
      await expect(warning).toContainText(/DPI at 7\.6 cm:/);
      await expect(warning).toContainText('Even the smallest size (2.54 cm)');
    } else {
      await expect(modal.getByTestId('size-unit-switch').locator('input[value="cm"]')).toBeChecked();
      await expect(warning).toContainText('在 7.6 厘米 下');
      await expect(warning).toContainText('最小尺寸（2.54 厘米）');
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-modal-cm-${lang}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(warning).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-modal-cm-${lang}-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The order still goes in inches: "Print anyway", and the line is the 3 in sticker.
    await warning.getByTestId('resolution-accept').check();
    await modal.getByTestId('resolution-order-add').click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    const cart = (await (await page.request.get('/api/cart')).json()).cart;
    expect(Math.max(cart.lines[0].options.widthIn, cart.lines[0].options.heightIn)).toBe(3);
  });
}
