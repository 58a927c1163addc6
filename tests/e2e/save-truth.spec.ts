import { type APIRequestContext, type BrowserContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { apiSignUp, BASE_URL, uniqueEmail } from './helpers';

/**
 * The save badge tells the truth (decision 98): "Saved to your account" only once the server stored the
 * open design's revision, "Saved on this device" while offline, "Not saved" with Retry after a failure,
 * and nothing typed just before a reload is lost. Checked on the server's copy, not only on the screen.
 */

const ready = (page: Page) => expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
const badge = (page: Page) => page.getByTestId('save-state');
const layers = (page: Page) => page.getByTestId('layer-row');
const EMPTY = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] };

async function addStar(page: Page) {
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-star').click();
}

/** A signed-up member with one saved, empty design; `api` reads the server with the member's cookies, whatever the page's network does. */
async function memberWithDesign(context: BrowserContext, prefix: string, name: string) {
  const page = await context.newPage();
  await apiSignUp(page.request, { email: uniqueEmail(prefix), password: 'save-truth-password', name: 'Tess Truth' });
  const created = (await (await page.request.post('/api/designs', { data: { name, json: EMPTY } })).json()).design as { id: string };
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, storageState: await context.storageState() });
  return { page, id: created.id, api };
}

async function stored(api: APIRequestContext, id: string) {
  const { design } = await (await api.get(`/api/designs/${id}`)).json();
  return { revision: design.revision as number, objects: (design.json.objects as unknown[]).length };
}

async function openDesign(page: Page, id: string) {
  await page.goto(`/indexHome?design=${id}`);
  await ready(page);
  await expect(badge(page)).toHaveAttribute('data-state', 'account');
}

const designSave = (id: string) => (url: URL) => url.pathname === `/api/designs/${id}`;

test.describe('the save badge tells the truth', () => {
  test('offline edit → "Saved on this device" → reconnect → "Saved to your account" only once stored; another browser sees it', async ({ browser, context }) => {
    test.setTimeout(90_000);
    const { page, id, api } = await memberWithDesign(context, 'truth-offline', 'Lunch box label');
    await openDesign(page, id);
    await expect(badge(page)).toHaveText('Saved to your account');

    await context.setOffline(true);
    await addStar(page);
    await expect(badge(page)).toHaveAttribute('data-state', 'device');
    await expect(badge(page)).toHaveText('Saved on this device');
    // The auto-save and its first retries fail offline: the badge stays on "this device", the account is unchanged.
    await page.waitForTimeout(5000);
    await expect(badge(page)).toHaveAttribute('data-state', 'device');
    expect(await stored(api, id)).toEqual({ revision: 1, objects: 0 });

    // Back online: the save is held at the network for a moment, and the badge must not run ahead of it.
    let held = false;
    await page.route(designSave(id), async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await context.setOffline(false);
    await expect.poll(() => held, { timeout: 10_000 }).toBe(true);
    await expect(badge(page)).toHaveAttribute('data-state', 'saving');
    expect(await stored(api, id)).toEqual({ revision: 1, objects: 0 });
    await expect(badge(page)).toHaveAttribute('data-state', 'account', { timeout: 15_000 });
    await expect(badge(page)).toHaveText('Saved to your account');
    expect(await stored(api, id)).toEqual({ revision: 2, objects: 1 });

    // A second browser of the same member opens the design and sees the offline edit.
    const other = await browser.newContext({ storageState: await context.storageState() });
    const second = await other.newPage();
    await openDesign(second, id);
    await expect(second.getByTestId('design-name')).toHaveText('Lunch box label');
    await expect(layers(second)).toHaveCount(1);
    await other.close();
    await api.dispose();
  });

  test('a failing save says "Not saved" with Retry, and Retry stores it', async ({ context }) => {
    test.setTimeout(60_000);
    const { page, id, api } = await memberWithDesign(context, 'truth-retry', 'Bike shop');
    await openDesign(page, id);
    let failing = true;
    await page.route(designSave(id), (route) => {
      if (route.request().method() !== 'PUT' || !failing) return route.continue();
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } }) });
    });
    await addStar(page);
    await expect(badge(page)).toHaveAttribute('data-state', 'error', { timeout: 10_000 });
    await expect(badge(page)).toHaveText('Not saved');
    expect(await stored(api, id)).toEqual({ revision: 1, objects: 0 });

    failing = false;
    await page.getByTestId('save-retry').click();
    await expect(badge(page)).toHaveAttribute('data-state', 'account', { timeout: 10_000 });
    await expect(page.getByTestId('save-retry')).toHaveCount(0);
    expect(await stored(api, id)).toEqual({ revision: 2, objects: 1 });
    await api.dispose();
  });

  test('an edit made 0.3 s before a reload is kept, restored and then saved to the account', async ({ context }) => {
    test.setTimeout(60_000);
    const { page, id, api } = await memberWithDesign(context, 'truth-reload', 'Garden sign');
    await openDesign(page, id);
    await addStar(page);
    await page.waitForTimeout(300);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(layers(page)).toHaveCount(1);
    await expect(badge(page)).toHaveAttribute('data-state', 'account', { timeout: 15_000 });
    expect(await stored(api, id)).toEqual({ revision: 2, objects: 1 });
    await api.dispose();
  });

  test('work not saved as a design: "Saved on this device", and an edit 0.3 s before a reload is offered back', async ({ context }) => {
    const page = await context.newPage();
    await apiSignUp(page.request, { email: uniqueEmail('truth-session'), password: 'save-truth-password', name: 'Tess Truth' });
    await page.goto('/indexHome');
    await ready(page);
    await expect(page.getByTestId('design-name')).toHaveText('Not saved as a design yet');
    await expect(badge(page)).toHaveText('Saved on this device');
    await addStar(page);
    await page.waitForTimeout(300);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('dialog', { name: 'Restore your last session?' })).toBeVisible();
    await page.getByRole('button', { name: 'Restore my last session' }).click();
    await expect(layers(page)).toHaveCount(1);
    await expect(badge(page)).toHaveText('Saved on this device');
  });
});
