import { expect, type Page, type Route, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './helpers';

/**
 * The open design's save meets a busy server (decision 114): `PUT /api/designs/:id` answers 503
 * `autosave_busy` with `Retry-After: 2`. The editor keeps the change on this device and says so, raises
 * no error, comes back when the server said (not in a tight loop), and stores the edit once the server
 * takes it; a reload while the server still refuses brings the work back from the device. The 503 is
 * answered here: the run's single `ROLE=all` server is never busy by itself.
 */

const EMPTY = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] };
const RETRY_AFTER_S = 2;
const BUSY = { error: { code: 'autosave_busy', message: 'Many designs are being saved right now. Your change is kept in this browser and will be saved in a moment.' } };

const badge = (page: Page) => page.getByTestId('save-state');
const layers = (page: Page) => page.getByTestId('layer-row');

/** A signed-in member with one saved, empty design, made through the API (the walk starts at My designs). */
async function memberWithDesign(page: Page, name: string) {
  await apiSignUp(page.request, { email: uniqueEmail('busy-walk'), password: 'busy-walk-password', name: 'Bea Busy' });
  const res = await page.request.post('/api/designs', { data: { name, json: EMPTY } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).design as { id: string };
}

/** The server's stored design, read with the member's cookies (the page's routes do not touch page.request). */
async function stored(page: Page, id: string) {
  const { design } = await (await page.request.get(`/api/designs/${id}`)).json();
  const objects = design.json.objects as Array<{ type: string; text?: string }>;
  return { revision: design.revision as number, types: objects.map((o) => o.type), texts: objects.flatMap((o) => (o.text === undefined ? [] : [o.text])) };
}

/**
 * Answers the design's saves 503 `autosave_busy` while `refusing()` says so (the rest go to the server),
 * and records when each save reached the network.
 */
async function busyServer(page: Page, id: string, refusing: (seen: number) => boolean) {
  const saves: Array<{ at: number; refused: boolean }> = [];
  await page.route(
    (url) => url.pathname === `/api/designs/${id}`,
    async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const refused = refusing(saves.length);
      saves.push({ at: Date.now(), refused });
      if (!refused) return route.continue();
      return route.fulfill({ status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) }, contentType: 'application/json', body: JSON.stringify(BUSY) });
    },
  );
  return saves;
}

/** Every state the save badge takes from now on, so a flash of "Not saved" between two looks is caught. */
async function recordBadgeStates(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { badgeStates: string[] }).badgeStates = seen;
    const note = () => {
      const state = document.querySelector('[data-testid="save-state"]')?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  return () => page.evaluate(() => (window as unknown as { badgeStates: string[] }).badgeStates);
}

/** My designs → the design's card → the editor, as a customer opens a saved design. */
async function openFromMyDesigns(page: Page, name: string) {
  await page.goto('/account/projects');
  await page.getByRole('link', { name: `Open ${name} in the editor` }).click();
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
  await expect(badge(page)).toHaveAttribute('data-state', 'account');
}

async function addText(page: Page, text: string) {
  await page.getByTestId('tab-text').click();
  await page.getByTestId('add-heading').click();
  const field = page.getByTestId('text-content');
  await field.fill(text);
  await field.blur();
}

test.describe('the open design meets a busy server (503 autosave_busy)', () => {
  test('kept on this device, tried again after the Retry-After, then stored on the server', async ({ page }) => {
    test.setTimeout(90_000);
    const REFUSALS = 3;
    const { id } = await memberWithDesign(page, 'Bakery label');
    const saves = await busyServer(page, id, (seen) => seen < REFUSALS);
    await openFromMyDesigns(page, 'Bakery label');
    const badgeStates = await recordBadgeStates(page);

    const firstRefusal = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/designs/${id}`, { timeout: 15_000 });
    await addText(page, 'Fresh bread daily');
    await page.getByTestId('tab-shapes').click();
    expect((await firstRefusal).status()).toBe(503);
    // A second change just after the refusal, while the editor waits out the Retry-After: the save waits
    // too (the change's own pause would end sooner), it is not brought forward.
    await page.getByTestId('add-shape-star').click();
    await expect(layers(page)).toHaveCount(2);

    await expect(badge(page)).toHaveAttribute('data-state', 'device');
    await expect(badge(page)).toHaveText('Saved on this device');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('save-retry')).toHaveCount(0);
    expect(await stored(page, id)).toEqual({ revision: 1, types: [], texts: [] });

    // The server takes the fourth try: the badge says saved only then, and the server holds both edits.
    await expect(badge(page)).toHaveAttribute('data-state', 'account', { timeout: 30_000 });
    await expect(badge(page)).toHaveText('Saved to your account');
    expect(saves.map((s) => s.refused)).toEqual([true, true, true, false]);
    expect(await stored(page, id)).toEqual({ revision: 2, types: ['i-text', 'polygon'], texts: ['Fresh bread daily'] });

    // Each try came at least the Retry-After after the refusal before it: no tight loop, and the change made
    // during the wait did not bring a try forward.
    const gaps = saves.slice(1).map((s, i) => s.at - saves[i].at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000);
    const firstWindow = saves.filter((s) => s.at < saves[0].at + RETRY_AFTER_S * 1000);
    expect(firstWindow).toHaveLength(1);

    // Nothing more goes out once stored, and at no moment did the badge say "Not saved".
    await page.waitForTimeout(RETRY_AFTER_S * 1000 + 500);
    expect(saves).toHaveLength(REFUSALS + 1);
    expect(await badgeStates()).not.toContain('error');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a reload while the server still refuses brings the work back from this device, and it is stored later', async ({ page }) => {
    test.setTimeout(90_000);
    let refusing = true;
    const { id } = await memberWithDesign(page, 'Garden sign');
    const saves = await busyServer(page, id, () => refusing);
    await openFromMyDesigns(page, 'Garden sign');

    await addText(page, 'Tomatoes for sale');
    await expect.poll(() => saves.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect(badge(page)).toHaveText('Saved on this device');

    await page.reload();
    await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(layers(page)).toHaveCount(1);
    await expect(layers(page).first()).toContainText('Tomatoes for sale');

    // Still refused after the reload: kept on this device, nothing on the server yet.
    const before = saves.length;
    await expect.poll(() => saves.length, { timeout: 15_000 }).toBeGreaterThan(before);
    await expect(badge(page)).toHaveAttribute('data-state', 'device');
    await expect(badge(page)).toHaveText('Saved on this device');
    expect(await stored(page, id)).toEqual({ revision: 1, types: [], texts: [] });

    refusing = false;
    await expect(badge(page)).toHaveAttribute('data-state', 'account', { timeout: 30_000 });
    expect(await stored(page, id)).toEqual({ revision: 2, types: ['i-text'], texts: ['Tomatoes for sale'] });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/**
 * The busy badge to look at by hand, at 1280 and 390 px in English and Chinese, with its hint open: set
 * SAVE_BADGE_SCREENSHOTS_DIR to take them (as save-truth-shots.spec.ts does for the other states).
 */
const SHOTS = process.env.SAVE_BADGE_SCREENSHOTS_DIR;

test.describe('busy badge screenshots', () => {
  test.skip(!SHOTS, 'SAVE_BADGE_SCREENSHOTS_DIR is not set');
  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const width of [1280, 390] as const) {
      test(`busy badge, ${locale}, ${width} px`, async ({ browser }) => {
        test.setTimeout(90_000);
        const lang = locale.slice(0, 2);
        const context = await browser.newContext({ locale, viewport: { width, height: width > 800 ? 800 : 844 }, baseURL: process.env.E2E_BASE_URL });
        const page = await context.newPage();
        const { id } = await memberWithDesign(page, 'Bakery label');
        await busyServer(page, id, () => true);
        await page.goto(`/indexHome?design=${id}`);
        await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
        await expect(badge(page)).toHaveAttribute('data-state', 'account');
        const refused = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/designs/${id}`, { timeout: 15_000 });
        await page.getByTestId('tab-shapes').click();
        await page.getByTestId('add-shape-star').click();
        expect((await refused).status()).toBe(503);
        await expect(badge(page)).toHaveAttribute('data-state', 'device');
        await page.mouse.move(width / 2, 600);
        await page.screenshot({ path: `${SHOTS}/busy-${width}-${lang}.png`, clip: { x: 0, y: 0, width, height: 240 } });
        await badge(page).hover();
        await expect(page.getByRole('tooltip')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/busy-hint-${width}-${lang}.png`, clip: { x: 0, y: 0, width, height: 320 } });
        await context.close();
      });
    }
  }
});
