import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';

/**
 * Auto-save in the editor: session, restore, the leave dialog, 'Save Your Work?', saved designs
 * with revisions and conflicts. These need src/web/components/designs mounted in the editor page
 * (<EditorPersistence>); until it is, they skip themselves.
 */

const ready = (page: Page) => expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
const saveState = (page: Page) => page.getByTestId('save-state');
const layers = (page: Page) => page.getByTestId('layer-row');

async function openEditor(page: Page, path = '/indexHome') {
  await page.goto(path);
  await ready(page);
  test.skip((await page.getByTestId('save-strip').count()) === 0, 'EditorPersistence is not mounted in the editor page yet');
}

async function addShape(page: Page, kind: 'star' | 'circle' | 'heart' = 'star') {
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId(`add-shape-${kind}`).click();
}

async function signUp(page: Page, prefix: string) {
  await apiSignUp(page.request, { email: uniqueEmail(prefix), password: 'autosave-password', name: 'Sam Saver' });
}

async function restorable(request: APIRequestContext) {
  return (await (await request.get('/api/autosave/session')).json()).session as { designData: string } | null;
}

async function designs(request: APIRequestContext) {
  return (await (await request.get('/api/designs')).json()).designs as Array<{ id: string; name: string; isFavorite: boolean; revision: number; autoSaved: boolean }>;
}

/** Leaves the editor by the header's Sticker prices link (a page outside the editor). */
const leave = (page: Page) => page.locator('header a[href="/sticker-prices"]').first().click();

test.describe('auto-save and saving in the editor', () => {
  test('edit, wait, reload: the session is offered and restored', async ({ page }) => {
    await signUp(page, 'autosave-restore');
    await openEditor(page);
    await expect(saveState(page)).toHaveAttribute('data-autosave', 'saved');
    await addShape(page);
    await expect(saveState(page)).toHaveAttribute('data-autosave', /pending|saving/);
    // SPEC §9: at least 5 s after the last change.
    await expect(saveState(page)).toHaveAttribute('data-autosave', 'saved', { timeout: 15_000 });
    expect(JSON.parse((await restorable(page.request))?.designData ?? '{}').objects).toHaveLength(1);

    await page.reload();
    await ready(page);
    await expect(page.getByRole('dialog', { name: 'Restore your last session?' })).toBeVisible();
    await page.getByRole('button', { name: 'Restore my last session' }).click();
    await expect(layers(page)).toHaveCount(1);
  });

  test('a newer local copy is offered after a reload before the save reached the server', async ({ page }) => {
    await signUp(page, 'autosave-local');
    await openEditor(page);
    await addShape(page, 'heart');
    // Reload within the 5 s debounce: the server never saw it, IndexedDB did.
    await page.waitForTimeout(800);
    await page.reload();
    await ready(page);
    await expect(page.getByText('This is the copy kept on this device')).toBeVisible();
    await page.getByRole('button', { name: 'Restore my last session' }).click();
    await expect(layers(page)).toHaveCount(1);
  });

  test('leaving: Stay keeps editing, Save & Leave saves a design and goes on', async ({ page }) => {
    await signUp(page, 'autosave-leave');
    await openEditor(page);
    await addShape(page);
    await leave(page);
    const dialog = page.getByRole('dialog', { name: 'Leave the editor?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay & Keep Editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/indexHome$/);

    await leave(page);
    await page.getByRole('button', { name: 'Save & Leave' }).click();
    await expect(page.getByText('Work saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/sticker-prices$/);
    const saved = await designs(page.request);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ autoSaved: true, isFavorite: false });
    expect(saved[0].name).toMatch(/^Auto-Saved Design - /);
    expect(await restorable(page.request)).toBeNull();
  });

  test('Leave Without Saving finalizes the session; with nothing unsaved, leaving does not ask', async ({ page }) => {
    await signUp(page, 'autosave-discard');
    await openEditor(page);
    await leave(page);
    await expect(page).toHaveURL(/\/sticker-prices$/);

    await openEditor(page);
    await addShape(page);
    await leave(page);
    await page.getByRole('button', { name: 'Leave Without Saving' }).click();
    await expect(page).toHaveURL(/\/sticker-prices$/);
    expect(await designs(page.request)).toHaveLength(0);
    expect(await restorable(page.request)).toBeNull();
  });

  test("'Save as design': name, favourite, and the editor then edits that design", async ({ page }) => {
    await signUp(page, 'autosave-saveas');
    await openEditor(page);
    await addShape(page);
    await page.getByRole('button', { name: 'Save as design' }).click();
    // An explicit Save is not SPEC §4's leaving dialog ('Save Your Work?' / 'Skip Saving').
    const dialog = page.getByRole('dialog', { name: 'Save as design' });
    await expect(dialog.getByRole('button', { name: 'Skip Saving' })).toHaveCount(0);
    await expect(dialog.getByLabel('Design name')).toHaveValue(/^Auto-Saved Design - /);
    await expect(dialog).toContainText('Designs that are not favourites are deleted 90 days after their last save.');
    await dialog.getByLabel('Design name').fill('Party star');
    await dialog.getByLabel('Add to favourites').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved as “Party star”.')).toBeVisible();
    await expect(page).toHaveURL(/\/indexHome\?design=/);
    await expect(page.getByTestId('save-strip').getByTestId('design-name')).toHaveText('Party star');
    expect((await designs(page.request))[0]).toMatchObject({ name: 'Party star', isFavorite: true });
  });

  test('a saved design: opened from My designs, Ctrl+S saves a revision; a save from another tab asks', async ({ page }) => {
    await signUp(page, 'autosave-design');
    const doc = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] };
    const created = (await (await page.request.post('/api/designs', { data: { name: 'Shop sign', json: doc } })).json()).design;
    await page.goto('/account/projects');
    await page.getByRole('link', { name: 'Open Shop sign in the editor' }).click();
    await ready(page);
    test.skip((await page.getByTestId('save-strip').count()) === 0, 'EditorPersistence is not mounted in the editor page yet');
    await expect(page.getByTestId('save-strip').getByTestId('design-name')).toHaveText('Shop sign');

    await addShape(page, 'circle');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Design saved.')).toBeVisible();
    let stored = (await (await page.request.get(`/api/designs/${created.id}`)).json()).design;
    expect(stored.revision).toBe(2);
    expect(stored.json.objects).toHaveLength(1);

    // Another tab saves meanwhile.
    await page.request.put(`/api/designs/${created.id}`, { data: { json: doc, baseRevision: 2 } });
    await addShape(page, 'heart');
    await page.getByTestId('save-strip').getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('dialog', { name: 'This design changed somewhere else' });
    await conflict.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await expect(page.getByText('Your version was saved as “Shop sign (my copy)”.')).toBeVisible();
    const all = await designs(page.request);
    expect(all.map((d) => d.name).sort()).toEqual(['Shop sign', 'Shop sign (my copy)']);
    stored = (await (await page.request.get(`/api/designs/${created.id}`)).json()).design;
    expect(stored.json.objects).toHaveLength(0);
  });

  test("a session without a workspace says 'Session data is corrupted - missing workspace object'", async ({ page }) => {
    await signUp(page, 'autosave-corrupt');
    const { session } = await (await page.request.post('/api/autosave/session', { data: {} })).json();
    const put = await page.request.put(`/api/autosave/session/${session.sessionId}`, {
      data: {
        designData: JSON.stringify({ objects: [{ id: 'x', type: 'rect' }] }),
        changeCount: 1,
        canvasState: { shape: 'rectangle', width: 500, height: 500 },
        baseRevision: session.revision,
      },
    });
    expect(put.status()).toBe(200);
    await openEditor(page);
    await expect(page.getByText('Session data is corrupted - missing workspace object')).toBeVisible();
    await page.getByRole('button', { name: 'Start fresh' }).click();
    // Starting fresh finalizes the broken session on the server; the request is on its way.
    await expect.poll(() => restorable(page.request)).toBeNull();
  });

  test('a guest keeps work on this device and gets it back after a reload', async ({ page }) => {
    await openEditor(page);
    await expect(saveState(page)).toHaveAttribute('data-state', 'device');
    await addShape(page);
    await page.waitForTimeout(1000);
    await page.reload();
    await ready(page);
    await expect(page.getByText(/is still kept in this browser/)).toBeVisible();
    await page.getByRole('button', { name: 'Restore my last session' }).click();
    await expect(layers(page)).toHaveCount(1);
  });
});
