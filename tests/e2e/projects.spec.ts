import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiSignUp, uniqueEmail, waitForApp } from './helpers';

/** /account/projects: the user's saved designs. Designs are made through the API. */

const DOC = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] };

interface Created {
  id: string;
  name: string;
  isFavorite: boolean;
}

async function createDesign(request: APIRequestContext, name: string, extra: { isFavorite?: boolean; preview?: string } = {}): Promise<Created> {
  const res = await request.post('/api/designs', { data: { name, json: DOC, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).design;
}

async function signUp(page: Page, prefix: string) {
  await apiSignUp(page.request, { email: uniqueEmail(prefix), password: 'projects-password', name: 'Dana Designer' });
}

const cards = (page: Page) => page.getByTestId('design-card');
const cardNamed = (page: Page, name: string) => cards(page).filter({ has: page.getByTestId('design-name').getByText(name, { exact: true }) });
const names = (page: Page) => page.getByTestId('design-card').getByTestId('design-name').allInnerTexts();

async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

test.describe('/account/projects', () => {
  test('an empty list leads to the editor; designs then show newest first with thumbnails and the favourite usage', async ({ page }) => {
    await signUp(page, 'projects-list');
    await page.goto('/account/projects');
    await waitForApp(page);
    const empty = page.getByTestId('designs-empty');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Start a design' })).toHaveAttribute('href', '/indexHome');
    // Nothing to search yet.
    await expect(page.getByRole('searchbox', { name: 'Search designs' })).toHaveCount(0);

    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const first = await createDesign(page.request, 'First sticker');
    const second = await createDesign(page.request, 'Second sticker', { preview: `data:image/png;base64,${png.toString('base64')}` });
    await createDesign(page.request, 'Third sticker', { isFavorite: true });

    await page.reload();
    await expect(cards(page)).toHaveCount(3);
    expect(await names(page)).toEqual(['Third sticker', 'Second sticker', 'First sticker']);
    await expect(page.getByTestId('design-usage')).toHaveText('1 of 50 favourite designs');

    // The thumbnail is lazy and really loads; a design without one shows a placeholder.
    const img = cardNamed(page, 'Second sticker').locator('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(cardNamed(page, 'First sticker').getByText('No preview')).toBeVisible();

    // The thumbnail opens the design in the editor; so does the menu.
    await expect(cardNamed(page, 'Second sticker').getByRole('link', { name: 'Open Second sticker in the editor' })).toHaveAttribute('href', `/indexHome?design=${second.id}`);
    await openMenu(page, 'First sticker');
    await expect(page.getByRole('menuitem', { name: 'Open in editor' })).toHaveAttribute('href', `/indexHome?design=${first.id}`);
    await page.keyboard.press('Escape');

    // Updated dates are formatted for the language; non-favourites say how long they are kept.
    await expect(cardNamed(page, 'First sticker')).toContainText(/Updated \w{3} \d{1,2}, \d{4}/);
    await expect(cardNamed(page, 'First sticker')).toContainText(/Kept until/);
    await expect(cardNamed(page, 'Third sticker')).not.toContainText(/Kept until/);
  });

  test('search by name (debounced) and the favourites filter', async ({ page }) => {
    await signUp(page, 'projects-search');
    await createDesign(page.request, 'Cat sticker');
    await createDesign(page.request, 'Dog sticker');
    await createDesign(page.request, 'Cat logo', { isFavorite: true });
    await page.goto('/account/projects');
    await expect(cards(page)).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search designs' }).fill('cat');
    await expect(cards(page)).toHaveCount(2);
    expect(await names(page)).toEqual(['Cat logo', 'Cat sticker']);
    await expect(page).toHaveURL(/q=cat/);

    await page.getByText('Favourites', { exact: true }).click();
    await expect(cards(page)).toHaveCount(1);
    expect(await names(page)).toEqual(['Cat logo']);
    await expect(page).toHaveURL(/filter=favorites/);

    // The filters survive a reload (they are in the address).
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search designs' })).toHaveValue('cat');

    await page.getByRole('searchbox', { name: 'Search designs' }).fill('zebra');
    await expect(page.getByText('No designs match')).toBeVisible();
    await page.getByRole('button', { name: 'Show all designs' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('searchbox', { name: 'Search designs' })).toHaveValue('');
  });

  test('rename, duplicate, favourite and delete from a card', async ({ page }) => {
    await signUp(page, 'projects-actions');
    const older = await createDesign(page.request, 'Older design');
    const design = await createDesign(page.request, 'Shop logo');
    await page.goto('/account/projects');
    await expect(cards(page)).toHaveCount(2);

    // Rename (a modal with the current name); the renamed design moves to the top.
    await openMenu(page, 'Older design');
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename design' });
    await expect(dialog.getByLabel('Design name')).toHaveValue('Older design');
    await dialog.getByLabel('Design name').fill('Renamed design');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Design renamed.')).toBeVisible();
    await expect.poll(() => names(page)).toEqual(['Renamed design', 'Shop logo']);
    expect((await (await page.request.get(`/api/designs/${older.id}`)).json()).design.name).toBe('Renamed design');

    // Duplicate.
    await openMenu(page, 'Shop logo');
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page.getByText('Copy made: Shop logo (copy)')).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    expect((await names(page))[0]).toBe('Shop logo (copy)');

    // Favourite star: pressed state, usage, and on the server.
    const star = cardNamed(page, 'Shop logo').getByRole('button', { name: 'Add Shop logo to favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(cardNamed(page, 'Shop logo').getByRole('button', { name: 'Remove Shop logo from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('design-usage')).toHaveText('1 of 50 favourite designs');
    await expect.poll(async () => (await (await page.request.get(`/api/designs/${design.id}`)).json()).design.isFavorite).toBe(true);

    // Delete, after a confirmation; cancelling keeps it.
    await openMenu(page, 'Renamed design');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this design?' });
    await expect(confirm).toContainText('“Renamed design” and its preview will be deleted for good.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards(page)).toHaveCount(3);
    await openMenu(page, 'Renamed design');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this design?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Design deleted.')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    expect((await page.request.get(`/api/designs/${older.id}`)).status()).toBe(404);
  });

  test('pages of 24 with "Load more"', async ({ page }) => {
    await signUp(page, 'projects-paging');
    for (let i = 1; i <= 26; i++) await createDesign(page.request, `Design ${String(i).padStart(2, '0')}`);
    await page.goto('/account/projects');
    await expect(cards(page)).toHaveCount(24);
    expect((await names(page))[0]).toBe('Design 26');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(26);
    expect((await names(page)).slice(-2)).toEqual(['Design 02', 'Design 01']);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('the saved-design limit shows its message with a way to /pricing', async ({ page }) => {
    await signUp(page, 'projects-limit');
    // The free plan keeps 50 favourites (SPEC §9).
    await Promise.all(Array.from({ length: 50 }, (_, i) => createDesign(page.request, `Favourite ${i + 1}`, { isFavorite: true })));
    await createDesign(page.request, 'One too many');
    await page.goto('/account/projects');
    await expect(page.getByTestId('design-usage')).toHaveText('50 of 50 favourite designs');
    await cardNamed(page, 'One too many').getByRole('button', { name: 'Add One too many to favourites' }).click();
    const alert = page.getByTestId('design-limit');
    await expect(alert).toContainText('You have reached the saved-design limit of your plan (50). Upgrade on the pricing page to save more.');
    // The optimistic star is rolled back.
    await expect(cardNamed(page, 'One too many').getByRole('button', { name: 'Add One too many to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await alert.getByRole('link', { name: 'See plans and pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a failed load shows an error with a working retry', async ({ page }) => {
    await signUp(page, 'projects-error');
    await createDesign(page.request, 'Survivor');
    let fail = true;
    await page.route('**/api/designs?*', async (route) => {
      if (fail) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }) });
      return route.continue();
    });
    await page.goto('/account/projects');
    await expect(page.getByText('We could not load your designs.')).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(1);
  });

  test('with designs, the page has no serious accessibility problems and works by keyboard', async ({ page }) => {
    await signUp(page, 'projects-a11y');
    await createDesign(page.request, 'Accessible one', { isFavorite: true });
    await createDesign(page.request, 'Accessible two');
    await page.goto('/account/projects');
    await expect(cards(page)).toHaveCount(2);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

    // The card's actions are reachable and usable by keyboard.
    await page.getByRole('button', { name: 'Actions for Accessible two' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeHidden();
  });
});
