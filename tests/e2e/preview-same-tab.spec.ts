import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { designList, exportJson, layerRows, editorReady as ready, saveStrip as strip } from './editor-helpers';
import { apiSignUp, uniqueEmail } from './helpers';

/**
 * The editor's Preview in the same tab (decision 107): edit → Preview (the unsaved design, its cut line
 * and price, Add to cart) → Back → the edit is still there, with no restore question and no extra
 * design — for a guest, a member's new unsaved work, and a saved design with unsaved changes.
 */

const SHOTS = process.env.PREVIEW_TAB_SCREENSHOTS_DIR;

async function addShape(page: Page, kind: 'star' | 'circle' | 'heart') {
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId(`add-shape-${kind}`).click();
}

/** What the editor holds, as its JSON export says: each object's identity, kind and place. */
async function editorObjects(page: Page) {
  return (await exportJson(page)).objects.map(({ id, type, left, top }) => ({ id, type, left, top }));
}

async function storedDesign(request: APIRequestContext, id: string): Promise<{ revision: number; objects: unknown[] }> {
  const { design } = await (await request.get(`/api/designs/${id}`)).json();
  return { revision: design.revision, objects: design.json.objects };
}

/** Preview from the editor: the same tab, the unsaved work with its cut line and price. */
async function previewHere(page: Page, shot?: string) {
  const pages = page.context().pages().length;
  await page.getByTestId('preview-button').click();
  await expect(page).toHaveURL(/\/preview\?from=editor$/);
  expect(page.context().pages()).toHaveLength(pages);
  await expect(page.getByTestId('preview-cutline')).toHaveAttribute('d', /^M[\d.-]+ [\d.-]+C/, { timeout: 30_000 });
  await expect(page.getByTestId('quote-total')).toHaveText(/CA\$|CAD/);
  await expect(page.getByTestId('order-button')).toHaveText('Add to cart');
  await expect(page.getByTestId('preview-back-to-editor')).toHaveText('Back to the editor');
  if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true });
}

/** Back in the editor: the work as it was left, and no question about restoring it. */
async function expectWorkBack(page: Page, objects: unknown[]) {
  await ready(page);
  await expect(layerRows(page)).toHaveCount(objects.length, { timeout: 20_000 });
  expect(await editorObjects(page)).toEqual(objects);
  // A restore question would come once the editor has read its copies: give it the time to. No dialog
  // at all ("Restore your last session?", "Restore unsaved changes?", "Leave the editor?").
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Saves the open design as a new named design (revision 1); returns its id. */
async function saveAsDesign(page: Page, name: string): Promise<string> {
  await strip(page).getByTestId('save-design').click();
  const dialog = page.getByRole('dialog', { name: 'Save as design' });
  await dialog.getByLabel('Design name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/indexHome\?design=/);
  const id = new URL(page.url()).searchParams.get('design') as string;
  await expect.poll(async () => (await designList(page.request)).map((d) => [d.id, d.revision])).toEqual([[id, 1]]);
  return id;
}

/**
 * Holds the design's next save to the account (PUT) on its way to the server: `started` resolves when
 * the editor has sent it, and `release()` lets it through.
 */
async function holdNextDesignSave(page: Page, id: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = () => {};
  const started = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const save = (url: URL) => url.pathname === `/api/designs/${id}`;
  await page.route(save, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    sent();
    await released;
    await route.continue();
  });
  return { started, release };
}

test.describe("the editor's Preview in the same tab", () => {
  test('a guest: Back and "Back to the editor" return the unsaved work, without a restore question', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/indexHome');
    await ready(page);
    await addShape(page, 'star');
    await addShape(page, 'heart');
    await expect(layerRows(page)).toHaveCount(2);
    const before = await editorObjects(page);

    await previewHere(page, 'preview-from-editor-guest-1280-en.png');
    await page.goBack();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expectWorkBack(page, before);

    // Once more with the page's own link, after a further change.
    await addShape(page, 'circle');
    await expect(layerRows(page)).toHaveCount(3);
    const more = await editorObjects(page);
    await previewHere(page);
    await page.getByTestId('preview-back-to-editor').click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expectWorkBack(page, more);
  });

  test("a member's new unsaved work: Back returns it, the session keeps it, and no design is made", async ({ page }) => {
    test.setTimeout(120_000);
    await apiSignUp(page.request, { email: uniqueEmail('preview-tab'), password: 'preview-password', name: 'Pia Preview' });
    await page.goto('/indexHome?new=1');
    await ready(page);
    await addShape(page, 'star');
    await expect(layerRows(page)).toHaveCount(1);
    const before = await editorObjects(page);

    await previewHere(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/indexHome\?new=1$/);
    await expectWorkBack(page, before);
    await expect(strip(page).getByTestId('design-name')).toHaveText('Not saved as a design yet');

    // Previewing is not leaving: no "Auto-Saved Design", and the auto-save session holds the work.
    expect(await designList(page.request)).toEqual([]);
    await expect
      .poll(async () => {
        const { session } = await (await page.request.get('/api/autosave/session')).json();
        return session ? (JSON.parse(session.designData).objects as unknown[]).length : 0;
      })
      .toBe(1);
  });

  test('a saved design with unsaved changes: Back returns them and they are saved into that design, once', async ({ page }) => {
    test.setTimeout(150_000);
    await apiSignUp(page.request, { email: uniqueEmail('preview-tab-design'), password: 'preview-password', name: 'Pia Preview' });
    await page.goto('/indexHome?new=1');
    await ready(page);
    await addShape(page, 'star');
    const id = await saveAsDesign(page, 'Trip star');

    // An unsaved change, and Preview at once (before the design saves itself).
    await addShape(page, 'heart');
    await expect(layerRows(page)).toHaveCount(2);
    const before = await editorObjects(page);
    await previewHere(page, 'preview-from-editor-design-1280-en.png');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    await expectWorkBack(page, before);
    await expect(strip(page).getByTestId('design-name')).toHaveText('Trip star');

    // The change reaches the design as one new revision; nothing else is made.
    await expect.poll(async () => (await storedDesign(page.request, id)).objects.length, { timeout: 20_000 }).toBe(2);
    await expect(strip(page).getByTestId('save-state')).toHaveAttribute('data-state', 'account', { timeout: 20_000 });
    expect((await storedDesign(page.request, id)).revision).toBe(2);
    expect((await designList(page.request)).map((d) => [d.id, d.name])).toEqual([[id, 'Trip star']]);
  });

  test('a design save in flight when Preview is pressed: the preview waits for it, the server holds that revision, and Back raises no conflict', async ({ page }) => {
    test.setTimeout(150_000);
    await apiSignUp(page.request, { email: uniqueEmail('preview-tab-inflight'), password: 'preview-password', name: 'Pia Preview' });
    await page.goto('/indexHome?new=1');
    await ready(page);
    await addShape(page, 'star');
    const id = await saveAsDesign(page, 'Flight star');

    // A change, and its auto-save (1.5 s later) held on its way to the server when Preview is pressed.
    const save = await holdNextDesignSave(page, id);
    await addShape(page, 'heart');
    await expect(layerRows(page)).toHaveCount(2);
    const before = await editorObjects(page);
    await save.started;
    await page.getByTestId('preview-button').click();

    // The editor waits for the save, saying so, and does not go yet.
    await expect(strip(page).getByTestId('save-state')).toHaveAttribute('data-state', 'saving');
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-waits-for-the-save-1280-en.png` });
    save.release();

    // Then the preview opens, and the server already holds what it shows: revision 2 with both shapes.
    await expect(page).toHaveURL(/\/preview\?from=editor$/, { timeout: 20_000 });
    const stored = await storedDesign(page.request, id);
    expect(stored.revision).toBe(2);
    expect(stored.objects).toHaveLength(2);
    await expect(page.getByTestId('preview-cutline')).toHaveAttribute('d', /^M[\d.-]+ [\d.-]+C/, { timeout: 30_000 });

    // Back: the design as stored, no conflict or restore question, and nothing saved again or made.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/indexHome\\?design=${id}$`));
    await expectWorkBack(page, before);
    await expect(strip(page).getByTestId('design-name')).toHaveText('Flight star');
    await expect(strip(page).getByTestId('save-state')).toHaveAttribute('data-state', 'account');
    expect(await storedDesign(page.request, id)).toMatchObject({ revision: 2 });
    expect((await designList(page.request)).map((d) => [d.id, d.name])).toEqual([[id, 'Flight star']]);
  });
});
