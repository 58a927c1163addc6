import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { designList, editorReady as ready, type StoredDesign, saveStrip as strip } from './editor-helpers';
import { apiSignUp, firstLink, newestMailTo, uniqueEmail } from './helpers';
import { artFixture } from './upload-pricing-helpers';

/**
 * "My work" integrity (decision 97: a design has one identity from open to order). Each path is walked
 * by clicks, then checked on what the server stored: the design list, each design's revision and
 * contents, the cart. Offline edits and reloads are savetruth's (autosave specs).
 */

const SHOTS = process.env.MY_WORK_SCREENSHOTS_DIR;

const layers = (page: Page) => page.getByTestId('layer-row');
/** The header's "Design" link, as a customer reaches the editor from anywhere. */
const navDesign = (page: Page) => page.locator('header a[href="/indexHome"]').first();

async function designObjects(request: APIRequestContext, id: string): Promise<Array<{ type: string }>> {
  return ((await (await request.get(`/api/designs/${id}`)).json()).design.json as { objects: Array<{ type: string }> }).objects;
}

async function cartLines(request: APIRequestContext): Promise<Array<{ designId: string; designName: string }>> {
  return (await (await request.get('/api/cart')).json()).cart.lines;
}

/** A verified member (AI generation needs a verified address). */
async function member(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await apiSignUp(page.request, { email, password: 'my-work-password', name: 'Mia Maker' });
  await page.request.get(firstLink((await newestMailTo(email)).text));
}

async function addShape(page: Page, kind: 'star' | 'circle' | 'heart' = 'star') {
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId(`add-shape-${kind}`).click();
}

/** Save as design, named: the editor then edits that design (its id in the URL, on /indexHome or /template). */
async function saveAs(page: Page, name: string): Promise<string> {
  await strip(page).getByTestId('save-design').click();
  const dialog = page.getByRole('dialog', { name: 'Save as design' });
  await dialog.getByLabel('Design name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/(indexHome|template)\?design=/);
  await expect(strip(page).getByTestId('design-name')).toHaveText(name);
  return new URL(page.url()).searchParams.get('design') as string;
}

/**
 * Holds the design's saves to the account (PUT) until the returned function is called, which lets them
 * fail: the editor's changes are then only on this device, as when a tab goes away mid-save.
 */
async function holdDesignSaves(page: Page, id: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const save = (url: URL) => url.pathname === `/api/designs/${id}`;
  await page.route(save, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await released;
    await route.abort().catch(() => {});
  });
  return async () => {
    release();
    await page.unroute(save);
  };
}

async function saveOpenDesign(page: Page) {
  await strip(page).getByTestId('save-design').click();
  await expect(page.getByText('Design saved.')).toBeVisible();
}

test.describe('my work: one design from open to order', () => {
  test('made once, changed by AI and navigation, ordered three ways: the list holds exactly what was made on purpose', async ({ page }) => {
    test.setTimeout(180_000);
    await member(page, 'my-work');

    // Made on purpose: one named design.
    await page.goto('/indexHome?new=1');
    await ready(page);
    await addShape(page, 'star');
    const id = await saveAs(page, 'Moon cat');
    expect(await designList(page.request)).toMatchObject([{ id, name: 'Moon cat', revision: 1 }]);

    // AI: from the editor's AI panel to /image-gen, "Add to design" comes back INTO Moon cat.
    await page.getByTestId('tab-ai').click();
    await page.getByRole('link', { name: /image/i }).first().click();
    await expect(page).toHaveURL(/\/image-gen$/);
    // The URL changes before the page's chunk arrives, and the editor stays on screen until it does: its AI
    // panel has a field with the same label, so wait for /image-gen itself before typing.
    await expect(page.getByRole('heading', { level: 1, name: 'Create sticker art with AI' })).toBeVisible();
    await expect(page.getByTestId('editor-canvas')).toHaveCount(0);
    await page.getByLabel('Describe your sticker').fill('a sleepy moon cat');
    await page.getByRole('button', { name: /^Generate \d+ images?$/ }).click();
    await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 30_000 });
    await page.getByTestId('generated-image').first().getByRole('button', { name: 'Add to design' }).click();
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    await ready(page);
    await expect(page.getByText('Added to your design.')).toBeVisible({ timeout: 15_000 });
    await expect(strip(page).getByTestId('design-name')).toHaveText('Moon cat');
    await expect(layers(page)).toHaveCount(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ai-added-into-design-1280-en.png` });

    // Leaving saves into Moon cat (Save & Leave when asked; an open design also saves itself, decision
    // 98, so revisions are checked as new ones, not counted), and no "Auto-Saved Design" appears.
    await page.locator('header a[href="/sticker-prices"]').first().click();
    const leaving = page.getByRole('dialog', { name: 'Leave the editor?' });
    // isVisible() answers at once (its timeout is ignored): waitFor gives the dialog its 3 s to appear.
    const asked = await leaving.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (asked) await leaving.getByRole('button', { name: 'Save & Leave' }).click();
    await expect(page).toHaveURL(/\/sticker-prices$/, { timeout: 20_000 });
    await expect.poll(async () => (await designList(page.request)).map((d) => d.name)).toEqual(['Moon cat']);
    await expect.poll(async () => (await designObjects(page.request, id)).length).toBe(2);
    const afterAi = (await designList(page.request))[0].revision;
    expect(afterAi).toBeGreaterThanOrEqual(2);
    const objects = await designObjects(page.request, id);
    expect(objects).toHaveLength(2);
    expect(objects.filter((o) => /^image$/i.test(o.type))).toHaveLength(1);

    // Nav away and back: the nav's Design link reopens Moon cat, with nothing to "restore" as a copy.
    await navDesign(page).click();
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    await ready(page);
    await expect(strip(page).getByTestId('design-name')).toHaveText('Moon cat');
    await expect(page.getByRole('dialog', { name: 'Restore your last session?' })).toHaveCount(0);
    await expect(layers(page)).toHaveCount(2);

    // A change, then the tab goes elsewhere without the leave dialog (a typed address): coming back by
    // the nav offers the design's own unsaved changes, and they are saved into Moon cat.
    // Its save to the account is held (an open design saves itself 1.5 s after a change, decision 98,
    // and a loaded machine can take longer than that to leave), so the change is only on this device.
    const release = await holdDesignSaves(page, id);
    await addShape(page, 'heart');
    await page.waitForTimeout(800);
    await page.goto('/sticker-prices');
    await release();
    await navDesign(page).click();
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    await ready(page);
    await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/nav-back-offers-the-design-1280-en.png` });
    await page.getByRole('button', { name: /^Restore/ }).click();
    await expect(layers(page)).toHaveCount(3);
    await saveOpenDesign(page);
    const afterNav = (await designList(page.request))[0];
    expect(afterNav).toMatchObject({ id, name: 'Moon cat' });
    expect(afterNav.revision).toBeGreaterThan(afterAi);
    expect(await designObjects(page.request, id)).toHaveLength(3);

    // Ordered from the editor: the open design is the line's design.
    await page.getByTestId('editor-order').click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    expect((await cartLines(page.request)).map((l) => l.designId)).toEqual([id]);
    // The Order saves the open design first (SPEC §4): Moon cat, no new design.
    expect(await designList(page.request)).toMatchObject([{ id, name: 'Moon cat' }]);

    // Ordered as an upload: one design, named after the file, made when the line is added.
    await page.goto('/upload-pricing');
    await page.getByTestId('upload-file-input').setInputFiles(artFixture('rust-layers.svg'));
    await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
    expect((await designList(page.request)).map((d) => d.name)).toEqual(['Moon cat']);
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });

    // Ordered from the library: a line, and no design in the list.
    await page.goto('/StickerLibrary?q=hello');
    await page.getByTestId('catalog-card').filter({ hasText: 'Happy Hello Cat' }).getByTestId('library-add-to-cart').click();
    await page.getByTestId('library-buy-add').click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });

    // Ordered from /preview (what the editor shows): a line, and no design in the list.
    await navDesign(page).click();
    await ready(page);
    await expect(strip(page).getByTestId('design-name')).toHaveText('Moon cat');
    // The preview opens in a new tab or in this one: either way its Add to cart is checked.
    const newTab = page
      .context()
      .waitForEvent('page', { timeout: 5_000 })
      .catch(() => null);
    await page.getByTestId('preview-button').first().click();
    const preview = (await newTab) ?? page;
    await expect(preview).toHaveURL(/\/preview\?from=editor/);
    await preview.getByTestId('order-button').click();
    await expect(preview).toHaveURL(/\/cart$/, { timeout: 30_000 });

    const lines = await cartLines(page.request);
    expect(lines.map((l) => l.designName).sort()).toEqual(['Happy Hello Cat', 'Moon cat', 'Sticker preview', 'rust-layers.svg'].sort());
    const list = await designList(page.request);
    expect(list.map((d) => d.name).sort()).toEqual(['Moon cat', 'rust-layers.svg']);
    expect(list.find((d) => d.id === id)?.revision).toBeGreaterThanOrEqual(afterNav.revision);
    expect(await designObjects(page.request, id)).toHaveLength(3);
    await page.goto('/account/projects');
    await expect(page.getByTestId('design-card')).toHaveCount(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/projects-after-three-orders-1280-en.png`, fullPage: true });
  });

  test('a template starts one new design; "New design" starts new work without offering the old design as a copy', async ({ page }) => {
    test.setTimeout(120_000);
    await member(page, 'my-work-template');
    await page.goto('/templates?category=pets');
    const card = page.getByTestId('catalog-card').filter({ hasText: 'Dog Portrait' });
    await card.getByTestId('template-use').click();
    await ready(page);
    await expect(page.getByTestId('layer-row').filter({ hasText: 'BUDDY' })).toHaveCount(1);
    const id = await saveAs(page, 'Buddy badge');
    expect((await designList(page.request)).map((d) => d.name)).toEqual(['Buddy badge']);

    // Back by the nav: the template's design, not the template again.
    await page.goto('/account/projects');
    await navDesign(page).click();
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    await ready(page);
    await expect(strip(page).getByTestId('design-name')).toHaveText('Buddy badge');

    // "New design" from My designs: a blank editor, no restore of Buddy badge's work as an unsaved copy.
    await page.goto('/account/projects');
    await page.getByRole('link', { name: 'New design' }).click();
    await ready(page);
    await expect(page.getByRole('dialog', { name: 'Restore your last session?' })).toHaveCount(0);
    await expect(layers(page)).toHaveCount(0);
    await expect(strip(page).getByTestId('design-name')).not.toHaveText('Buddy badge');
    await addShape(page, 'circle');
    await saveAs(page, 'Circle club');
    expect((await designList(page.request)).map((d) => d.name).sort()).toEqual(['Buddy badge', 'Circle club']);
  });

  // A guest's editor work is kept in this browser; after sign-up the editor offers it, once.
  test('a guest’s work becomes the account’s design at sign-up, once', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/indexHome');
    await ready(page);
    await addShape(page, 'heart');
    await page.waitForTimeout(800);

    // The guest also orders an upload: one design, named after the file, in the guest's cart.
    await page.goto('/upload-pricing');
    await page.getByTestId('upload-file-input').setInputFiles(artFixture('rust-layers.svg'));
    await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });

    const email = uniqueEmail('my-work-guest');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Name').fill('Gus Guest');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('my-work-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email\?email=/);
    // The verification link signs in: the guest's design is the account's in the very first answer.
    const link = firstLink((await newestMailTo(email)).text);
    await page.request.get(link, { maxRedirects: 0 });
    expect((await designList(page.request)).map((d) => d.name)).toEqual(['rust-layers.svg']);
    await page.goto('/account/projects');
    await expect(page.getByTestId('design-card')).toHaveCount(1);
    expect((await cartLines(page.request)).map((l) => l.designName)).toEqual(['rust-layers.svg']);

    await navDesign(page).click();
    await ready(page);
    await expect(page.getByRole('dialog', { name: 'Restore your last session?' })).toBeVisible();
    await page.getByRole('button', { name: 'Restore my last session' }).click();
    await expect(layers(page)).toHaveCount(1);
    const id = await saveAs(page, 'Guest heart');
    expect((await designList(page.request)).map((d) => d.name).sort()).toEqual(['Guest heart', 'rust-layers.svg']);
    expect(await designObjects(page.request, id)).toHaveLength(1);

    // Back again by the nav: the same design, and the guest's copy is not offered a second time.
    await page.goto('/account/projects');
    await navDesign(page).click();
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    await ready(page);
    await expect(page.getByRole('dialog', { name: 'Restore your last session?' })).toHaveCount(0);
    expect(await designList(page.request)).toHaveLength(2);
  });
});

test.describe('my work: a guest’s AI images', () => {
  // A browser of its own: the server counts the guest trial per browser fingerprint.
  test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) MyWorkGuestImages/${Date.now()}` });

  test('a guest’s AI images go into the account’s materials at sign-up, once', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/image-gen');
    await page.locator('textarea').first().fill('a sleepy moon cat');
    await page.locator('.mantine-SegmentedControl-label', { hasText: /^2$/ }).click();
    await page.getByRole('button', { name: /^Generate 2 images$/ }).click();
    await expect(page.getByTestId('generated-image')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId('results-kept')).toHaveText(/kept in this browser/);
    // The images are written to this browser's IndexedDB just after they show; leaving before that ends would
    // keep nothing. The flag is set once both are written.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sticker-studio:guest-images-kept'))).toBe('1');

    const email = uniqueEmail('my-work-guest-images');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Name').fill('Gia Guest');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('my-work-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email\?email=/);
    await page.goto(firstLink((await newestMailTo(email)).text));
    await expect(page).toHaveURL(/\/account\/projects$/);
    await expect(page.getByText('Your 2 images from the guest trial were saved to your materials.')).toBeVisible({ timeout: 20_000 });
    const materials = async () => (await (await page.request.get('/api/materials')).json()).materials as Array<{ name: string; source: string; contentType: string }>;
    expect((await materials()).map((m) => [m.name, m.source])).toEqual([
      ['a sleepy moon cat', 'ai'],
      ['a sleepy moon cat', 'ai'],
    ]);
    expect((await materials()).every((m) => m.contentType.startsWith('image/'))).toBe(true);

    // A reload and a second sign-in save nothing again.
    await page.reload();
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('my-work-password');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.waitForTimeout(2_000);
    expect(await materials()).toHaveLength(2);
  });
});

/** The changed screens at 1280 and 390 px, in English and Chinese (MY_WORK_SCREENSHOTS_DIR set). */
for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`my work screens, ${locale} at ${width} px`, () => {
      test.use({ locale, viewport: { width, height: width === 390 ? 844 : 800 } });
      test('AI image added into the open design; back to it with its unsaved changes; the design list', async ({ page }) => {
        test.skip(!SHOTS, 'screenshots only');
        test.setTimeout(120_000);
        const tag = `${width}-${locale.slice(0, 2)}`;
        await member(page, 'my-work-shots');
        const doc = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] };
        const made = (await (await page.request.post('/api/designs', { data: { name: 'Moon cat', json: doc } })).json()).design as StoredDesign;
        const editor = width === 390 ? '/indexMobile' : '/indexHome';
        await page.goto(`${editor}?design=${made.id}`);
        await ready(page);
        await expect(page.getByTestId('design-name').first()).toHaveText('Moon cat');
        // The added image stays an unsaved change of Moon cat (its own saves held), to be offered back below.
        const release = await holdDesignSaves(page, made.id);

        await page.goto('/image-gen');
        await page.locator('textarea').first().fill('a sleepy moon cat');
        await page.locator('form button[type="submit"]').first().click();
        await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 30_000 });
        await page
          .getByTestId('generated-image')
          .first()
          .getByRole('button', { name: /^(Add to design|添加到设计)$/ })
          .click();
        await expect(page).toHaveURL(new RegExp(`\\?design=${made.id}$`));
        await ready(page);
        await expect(page.getByTestId('layer-row').or(page.locator('[data-testid="editor-canvas"]')).first()).toBeVisible();
        await page.waitForTimeout(1_500);
        await page.screenshot({ path: `${SHOTS}/ai-added-into-design-${tag}.png` });

        // Away without the leave dialog, then back by a plain editor link: the design's own changes are offered.
        await page.goto('/sticker-prices');
        await release();
        await page.goto(editor);
        await expect(page).toHaveURL(new RegExp(`\\?design=${made.id}$`));
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
        await page.screenshot({ path: `${SHOTS}/back-to-the-design-${tag}.png` });
        await page.getByRole('dialog').getByRole('button').last().click();

        await page.goto('/account/projects');
        await expect(page.getByTestId('design-card')).toHaveCount(1);
        await page.screenshot({ path: `${SHOTS}/projects-${tag}.png`, fullPage: true });
        expect((await designList(page.request)).map((d) => d.name)).toEqual(['Moon cat']);
      });
    });
  }
}

/** The guest-images screens at 1280 and 390 px, in English and Chinese (MY_WORK_SCREENSHOTS_DIR set). */
for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`guest images screens, ${locale} at ${width} px`, () => {
      test.use({ locale, viewport: { width, height: width === 390 ? 844 : 800 }, userAgent: `Mozilla/5.0 (X11; Linux x86_64) MyWorkGuestShots/${locale}-${width}-${Date.now()}` });
      test('a guest’s kept results; the account told they were saved', async ({ page }) => {
        test.skip(!SHOTS, 'screenshots only');
        test.setTimeout(120_000);
        const tag = `${width}-${locale.slice(0, 2)}`;
        await page.goto('/image-gen');
        await page.locator('textarea').first().fill('a sleepy moon cat');
        await page.locator('form button[type="submit"]').first().click();
        await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 30_000 });
        await page.getByTestId('results-kept').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/guest-images-kept-${tag}.png` });
        const email = uniqueEmail('my-work-guest-shots');
        await apiSignUp(page.request, { email, password: 'my-work-password', name: 'Gia Guest' });
        await page.goto(firstLink((await newestMailTo(email)).text));
        await expect(page.locator('.mantine-Notification-root')).toBeVisible({ timeout: 20_000 });
        await page.screenshot({ path: `${SHOTS}/guest-images-saved-${tag}.png` });
      });
    });
  }
}
