import { expect, test } from '@playwright/test';
import { exportJson, layerRows, openEditor, waitForGuestDraft } from './editor-helpers';
import { adminRequest, apiSignUp, uniqueEmail } from './helpers';

// Rough edges a first-time user hits.
test.describe('editor rough edges', () => {
  // A notice made by a test is switched off after it, even when the test failed or timed out (a `finally` in the
  // test body does not run on a timeout): left on, it would open over every later editor test of the run.
  const noticesMade: string[] = [];
  test.afterEach(async () => {
    if (!noticesMade.length) return;
    const admin = await adminRequest();
    for (const id of noticesMade.splice(0)) await admin.patch(`/api/admin/notices/${id}`, { data: { isActive: false } });
    await admin.dispose();
  });

  test('a new heading is ready for typing: its text is selected, so typing replaces it', async ({ page }) => {
    await openEditor(page);
    await page.getByTestId('add-heading').click();
    await expect(layerRows(page)).toHaveCount(1);
    // No double-click: the first key typed replaces the placeholder.
    await page.keyboard.type('Happy birthday');
    await page.keyboard.press('Escape');
    await expect(layerRows(page).first()).toContainText('Happy birthday');
    await page.getByTestId('add-paragraph').click();
    await page.keyboard.type('Made with love');
    await page.keyboard.press('Escape');
    const doc = await exportJson(page);
    expect(doc.objects.map((o) => o.text)).toEqual(['Happy birthday', 'Made with love']);
  });

  test('a hand-off adds to the current work without asking to restore it', async ({ page }) => {
    test.slow();
    await openEditor(page);
    await page.getByTestId('tab-shapes').click();
    await page.getByTestId('add-shape-heart').click();
    // The guest's work is kept on this device shortly after the change.
    await waitForGuestDraft(page, 1);

    await page.goto('/tools/qr-code');
    await page.getByTestId('qr-text').fill('https://stickerstudio.ca/handoff');
    await page.getByRole('button', { name: 'Add to design' }).click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByText('Added to your design.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: /Restore/ })).toHaveCount(0);
    const doc = await exportJson(page);
    expect(doc.objects.map((o) => o.shape ?? o.extensionType)).toEqual(['heart', 'qrcode']);
  });

  test('"Start fresh" can be undone, and an admin notice waits until the restore question is answered', async ({ page }) => {
    test.slow();
    const admin = await adminRequest();
    const title = `Editor notice ${Date.now()}`;
    const created = await admin.post('/api/admin/notices', { data: { title, message: 'Shown after the restore question.', targetPage: '/indexHome' } });
    expect(created.status(), await created.text()).toBe(201);
    const notice = (await created.json()) as { id?: string; notice?: { id: string } };
    const noticeId = notice.notice?.id ?? notice.id;
    if (noticeId) noticesMade.push(noticeId);
    await admin.dispose();

    await openEditor(page);
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Got it' }).click();
    await page.getByTestId('tab-shapes').click();
    await page.getByTestId('add-shape-star').click();
    await waitForGuestDraft(page, 1);
    // A new notice version is not needed: clearing "seen" makes the same notice due again.
    await page.evaluate(() => localStorage.removeItem('seenNotices'));
    await page.reload();

    const restore = page.getByRole('dialog', { name: /Restore/ });
    await expect(restore).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
    await restore.getByRole('button', { name: 'Start fresh' }).click();
    await expect(layerRows(page)).toHaveCount(0);
    // The notice opens once the question is answered.
    const noticeDialog = page.getByRole('dialog', { name: title });
    await expect(noticeDialog).toBeVisible();
    await noticeDialog.getByRole('button', { name: 'Got it' }).click();

    await page.getByTestId('undo-fresh-start').click();
    await expect(layerRows(page)).toHaveCount(1);
    await expect(layerRows(page).first()).toContainText('Star');
  });

  test('a saved design opens as "Saved to your account", and Save on new work is not the leaving dialog', async ({ page }) => {
    await apiSignUp(page.request, { email: uniqueEmail('rough-save'), password: 'rough-edges-password', name: 'Rita Rough' });
    const doc = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] };
    const created = (await (await page.request.post('/api/designs', { data: { name: 'Lemon label', json: doc } })).json()).design;
    await openEditor(page, `/indexHome?design=${created.id}`);
    await expect(page.getByTestId('design-name')).toHaveText('Lemon label');
    // Watch the badge for a while after opening: it keeps saying "Saved to your account".
    for (let i = 0; i < 8; i++) {
      await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'account');
      await page.waitForTimeout(250);
    }
    await expect(page.getByTestId('save-state')).toHaveText('Saved to your account');

    // New work is asked for: a plain /indexHome would reopen Lemon label, the design being edited (decision 97).
    await openEditor(page, '/indexHome?new=1');
    await page.getByTestId('tab-shapes').click();
    await page.getByTestId('add-shape-star').click();
    await page.keyboard.press('ControlOrMeta+s');
    const dialog = page.getByRole('dialog', { name: 'Save as design' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Save Your Work?' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Skip Saving' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
