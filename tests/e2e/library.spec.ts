import { expect, type Page, test } from '@playwright/test';
import { adminRequest, apiSignUp, uniqueEmail } from './helpers';

/**
 * The sticker library and templates on a fresh install (the starting set is seeded at start,
 * its thumbnails rendered by the job right after). A library sticker customised in the editor and
 * ordered, one added to the cart at the library prices, a template opened, a designer publishing.
 */

async function editorReady(page: Page) {
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
}

test('a library sticker: Customise opens it in the editor, Order puts it in the cart; Add to cart uses the library prices', async ({ page }) => {
  test.setTimeout(120_000);
  await apiSignUp(page.request, { email: uniqueEmail('library'), password: 'library-pass', name: 'Libby Library' });

  await page.goto('/StickerLibrary');
  await expect(page.getByRole('heading', { level: 1, name: 'Sticker library' })).toBeVisible();
  await page.getByTestId('catalog-search').fill('best boy');
  const card = page.getByTestId('catalog-card').filter({ hasText: 'Best Boy Dog' });
  await expect(page.getByTestId('catalog-card')).toHaveCount(1);
  await expect(page).toHaveURL(/q=best\+boy|q=best%20boy/);

  // Customise: the sticker opens in the editor as a new design; Order saves it and adds it to the cart.
  await card.getByTestId('library-customise').click();
  await expect(page).toHaveURL(/\/template\?src=%2Fapi%2Flibrary%2F/);
  await editorReady(page);
  await expect(page.getByTestId('template-banner')).toContainText('Template opened');
  await page.getByTestId('editor-order').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-proof')).toBeVisible();

  // Add to cart from the gallery: the library product, priced from the library table.
  await page.goto('/StickerLibrary?q=hello');
  await page.getByTestId('catalog-card').filter({ hasText: 'Happy Hello Cat' }).getByTestId('library-add-to-cart').click();
  await expect(page.getByRole('dialog')).toContainText('Order “Happy Hello Cat”');
  await page.getByTestId('library-buy-add').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const cart = (await (await page.request.get('/api/cart')).json()).cart as { lines: Array<{ designName: string; options: { product: string }; price: unknown }> };
  const hello = cart.lines.find((l) => l.designName === 'Happy Hello Cat');
  expect(hello?.options.product).toBe('library-item');
  expect(hello?.price).not.toBeNull();
});

test('a template from the gallery opens in the editor as a new design; the editor lists templates too', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/templates?category=pets');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const card = page.getByTestId('catalog-card').filter({ hasText: 'Dog Portrait' });
  await expect(card.locator('img')).toBeVisible({ timeout: 30_000 });
  await card.getByTestId('template-use').click();
  await expect(page).toHaveURL(/\/template\?id=[0-9a-f-]{36}$/);
  await editorReady(page);
  await expect(page.getByTestId('template-banner')).toContainText('Template opened');
  await expect(page.getByTestId('layer-row').filter({ hasText: 'BUDDY' })).toHaveCount(1);

  // The editor's Templates tab: another template replaces the design after a confirmation.
  await page.getByTestId('tab-templates').click();
  await page.getByRole('textbox', { name: 'Search templates' }).fill('coffee shop');
  await page.getByRole('button', { name: 'Use the template Coffee Shop Logo' }).click();
  await expect(page.getByTestId('templates-panel-confirm')).toBeVisible();
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByTestId('layer-row').filter({ hasText: 'YOUR CAFÉ' })).toHaveCount(1);
  await expect(page.getByTestId('layer-row').filter({ hasText: 'BUDDY' })).toHaveCount(0);

  // A bad id is explained, not fetched.
  await page.goto('/template?id=..%2Fadmin');
  await expect(page.getByTestId('template-banner')).toContainText('This template link is not valid');
});

test('only graphic designers see Publish as template; a published template shows in the gallery', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('designer');
  await apiSignUp(page.request, { email, password: 'designer-pass', name: 'Dana Designer' });
  await page.goto('/indexHome');
  await editorReady(page);
  await expect(page.getByTestId('publish-template')).toHaveCount(0);

  const admin = await adminRequest();
  const me = await (await page.request.get('/api/me')).json();
  expect((await admin.post(`/api/admin/users/${me.user.id}/role`, { data: { role: 'graphic_designer' } })).status()).toBe(200);
  await admin.dispose();

  await page.goto('/indexHome');
  await editorReady(page);
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-circle').click();
  await page.getByTestId('publish-template').click();
  const name = `Circle ${Date.now()}`;
  await page.getByTestId('catalog-form-name').fill(name);
  await page.getByTestId('catalog-form-category').click();
  await page.getByRole('option', { name: 'Nature' }).click();
  await page.getByTestId('catalog-form-save').click();
  await expect(page.getByText(`“${name}” is published.`)).toBeVisible({ timeout: 20_000 });

  await page.goto(`/templates?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('catalog-card').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByTestId('template-edit')).toHaveCount(1);
});
