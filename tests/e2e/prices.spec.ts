import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest } from './helpers';

/** The price pages show the tables from the current price list, and the picker prices every choice live. */

const price = (amount: string) => new RegExp(`CAD\\s${amount.replace('.', '\\.')}`);

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('/StickerLibraryPrice: sizes × quantities per material, and a live calculator', async ({ page }) => {
  await page.goto('/StickerLibraryPrice');
  await expect(page.getByRole('heading', { level: 1, name: 'Sticker library prices' })).toBeVisible();
  const grid = page.getByTestId('price-grid-table');
  await expect(grid).toBeVisible();
  await expect(page.getByTestId('price-grid-cards')).toBeHidden();
  // 2 × 2 in at 50: CA$49 × 0.9 (library) = 44.10; 10 pieces at the 50-piece rate.
  await expect(grid.getByTestId('cell-2-50')).toContainText(price('44.10'));
  await expect(grid.getByTestId('cell-2-50')).toContainText(price('0.88'));
  await expect(grid.getByTestId('cell-2-10')).toContainText(price('8.82'));
  await page.getByTestId('grid-material').getByText('Clear').click();
  await expect(grid.getByTestId('cell-2-50')).toContainText(price('52.92'));

  const picker = page.getByTestId('price-options-picker');
  await expect(picker.getByTestId('quote-total')).toHaveText(price('72.00')); // 3 × 3 in, 50, white: 80 × 0.9
  await expect(picker.getByTestId('pick-material-holographic')).toContainText(price('97.20'));
  await picker.getByTestId('pick-material-holographic').click();
  await expect(picker.getByTestId('quote-total')).toHaveText(price('97.20'));
  await picker.getByTestId('pick-quantity-100').click();
  await expect(picker.getByTestId('quote-total')).toHaveText(price('139.73'));

  await picker.getByTestId('pick-size-custom').click();
  await picker.getByTestId('pick-width').fill('30');
  await expect(picker.getByTestId('quote-error')).toContainText('Each side must be from 1 to 24 inches.');
  await picker.getByTestId('pick-width').fill('6');
  await expect(picker.getByTestId('quote-total')).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/prices-library-1280.png', fullPage: true });
});

test('/VinylDecalPrice: colour changes the table; the calculator keeps a decal single-colour', async ({ page }) => {
  await page.goto('/VinylDecalPrice');
  await expect(page.getByRole('heading', { level: 1, name: 'Vinyl decal prices' })).toBeVisible();
  const grid = page.getByTestId('price-grid-table');
  // 2 × 2 in at 50: 49 × 1.1 (decal) = 53.90; metallic gold × 1.25 = 67.38.
  await expect(grid.getByTestId('cell-2-50')).toContainText(price('53.90'));
  await page.getByTestId('grid-colour-gold').click();
  await expect(grid.getByTestId('cell-2-50')).toContainText(price('67.38'));
  await expect(grid).toContainText('Vinyl decals in Metallic gold');

  const picker = page.getByTestId('price-options-picker');
  await expect(picker.getByTestId('pick-material')).toHaveCount(0);
  await expect(picker.getByTestId('pick-colour-silver')).toContainText(/CAD/);
  await picker.getByTestId('pick-colour-silver').click();
  await expect(picker.getByTestId('quote-summary')).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/prices-decal-1280.png', fullPage: true });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('the library price page is translated', async ({ page }) => {
    await page.goto('/StickerLibraryPrice');
    await expect(page.getByRole('heading', { level: 1, name: '贴纸库价格' })).toBeVisible();
    await expect(page.getByTestId('price-options-picker')).toContainText('全息镭射');
    await page.screenshot({ path: 'test-results/prices-library-zh-1280.png' });
  });
});

test('an admin saves a price change as a new version, the price pages follow, and the old prices come back as the next one', async ({ page }) => {
  (await adminRequest()).dispose();
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Price table' })).toBeVisible();
  // The form shows the 4 sq in × 50 base price in dollars; the admin makes it CA$54.
  const cell = page.getByTestId('price-base-1-0');
  await expect(cell).toHaveValue('$49.00');
  const from = await page.request.get('/api/prices/current').then((r) => r.json());

  // A field left empty is refused at the field, and nothing can be saved.
  await cell.fill('');
  await expect(page.getByText('Enter an amount of 0 or more, in dollars and cents.')).toBeVisible();
  await expect(page.getByTestId('price-save')).toBeDisabled();
  const kissCut = page.getByTestId('price-product-kiss-cut');
  await expect(kissCut).toHaveValue('115 %');
  await kissCut.fill('1200');
  await expect(page.getByText('Enter a percentage from 10 to 1000 % (at most a 90 % discount).')).toBeVisible();
  await kissCut.fill('115');
  await cell.fill('54');
  await expect(page.getByText(/50: CAD\s54\.00/)).toBeVisible();
  await page.getByLabel('What changed (optional)').fill('e2e: dearer 2 × 2');
  await page.getByTestId('price-save').click();
  await expect(page.getByText(`Saved as version ${from.version + 1}: it is now current.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/prices-admin-1280.png', fullPage: true });

  await page.goto('/StickerLibraryPrice');
  await expect(page.getByTestId('price-grid-table').getByTestId('cell-2-50')).toContainText(price('48.60'));

  // Put the prices back (as a new version: old ones are never edited) for the specs after this one.
  await page.goto('/admin/prices');
  await page
    .getByRole('row', { name: new RegExp(`^${from.version} `) })
    .getByRole('button', { name: 'Load' })
    .click();
  await expect(page.getByLabel('What changed (optional)')).toHaveValue(`Back to the prices of version ${from.version}`);
  await page.getByTestId('price-save').click();
  await expect(page.getByText(`Saved as version ${from.version + 2}: it is now current.`)).toBeVisible();
  const now = await page.request.get('/api/prices/current').then((r) => r.json());
  expect(now.table).toEqual(from.table);
});

test('the admin price editor previews sample quotes before saving, and refuses a draft that cannot price one', async ({ page }) => {
  (await adminRequest()).dispose();
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/prices');
  await page.getByRole('tab', { name: 'Price table (JSON)' }).click();
  const editor = page.getByTestId('price-json');
  await expect(editor).toHaveValue(/"basePricesCents"/);
  const from = await page.request.get('/api/prices/current').then((r) => r.json());
  const original = await editor.inputValue();
  const sample = page.getByTestId('price-preview').getByTestId('price-preview-die-cut-2x2-50');
  await expect(sample).toContainText('No change');

  // A die-cut minimum above the sample's 50 pieces: the quote fails, so the draft cannot be saved.
  await editor.fill(original.replace(/("die-cut": \{\s+"multiplierBp": 10000,\s+"minQuantity": )50/, '$1100'));
  await expect(page.getByTestId('price-preview-error')).toContainText(
    'This draft cannot be saved: it cannot price Die-cut stickers, 2 × 2 in × 50. Order a whole number from 100 to',
  );
  await expect(page.getByTestId('price-save')).toBeDisabled();

  // Die-cuts ×1.1: CAD 49.00 → 53.90, +10%, before anything is saved.
  await editor.fill(original.replace(/("die-cut": \{\s+"multiplierBp": )10000/, '$111000'));
  await expect(page.getByTestId('price-preview-error')).toHaveCount(0);
  await expect(sample.getByTestId('price-preview-draft')).toHaveText(price('53.90'));
  await expect(sample.getByTestId('price-preview-change')).toContainText(/CAD\s4\.90 \(\+10%\)/);
  await expect(page.getByTestId('price-preview').getByTestId('price-preview-vinyl-decal-3x3-50')).toContainText('No change');
  await page.screenshot({ path: 'test-results/prices-admin-preview-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/prices-admin-preview-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('price-save').click();
  await expect(page.getByText(`Saved as version ${from.version + 1}: it is now current.`)).toBeVisible();
  expect((await page.request.get('/api/prices/current').then((r) => r.json())).version).toBe(from.version + 1);
  // The saved table is now the current one: the preview compares it with itself.
  await expect(sample).toContainText('No change');

  // Put the prices back for the specs after this one.
  await page
    .getByRole('row', { name: new RegExp(`^${from.version} `) })
    .getByRole('button', { name: 'Load' })
    .click();
  await expect(sample.getByTestId('price-preview-draft')).toHaveText(price('49.00'));
  await page.getByTestId('price-save').click();
  await expect(page.getByText(`Saved as version ${from.version + 2}: it is now current.`)).toBeVisible();
  expect((await page.request.get('/api/prices/current').then((r) => r.json())).table).toEqual(from.table);
});
