import { expect, type Page, test } from '@playwright/test';
import { canvas, canvasCentre, exportJson, makePng } from './editor-helpers';

// Decision 56: a photo in a circle, then in a text; the mask edited, undone, and kept across a reload.

type Json = Record<string, unknown>;

/** The design as exported; on a phone the properties drawer is closed first (it covers the toolbar). */
async function design(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Properties and layers' });
  if (await drawer.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  return exportJson(page);
}
const clipOf = async (page: Page) => (await design(page)).objects[0]?.clipPath as Json | undefined;
/** How many objects the design has (the Layers panel is in a closed drawer on a phone). */
const objectCount = async (page: Page) => (await design(page)).objects.length;

/** On a narrow screen the properties live in a drawer; open it when needed. */
async function showProperties(page: Page, narrow: boolean) {
  const section = page.getByTestId('mask-section');
  if (!narrow) return expect(section).toBeVisible();
  // On a phone the properties live in a drawer that opens and closes with an animation: open it unless it
  // is already open (or opening), and try again if it was closing at that moment.
  const drawer = page.getByRole('dialog', { name: 'Properties and layers' });
  await expect(async () => {
    if (!(await section.isVisible()) && !(await drawer.isVisible())) await page.getByRole('button', { name: 'Properties and layers' }).click({ timeout: 2_000 });
    await expect(section).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function addImage(page: Page) {
  await page.getByTestId('tab-images').click();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(900, 600) });
  // On a phone the Images drawer closes once the image is in.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => objectCount(page)).toBe(1);
}

async function journey(page: Page, width: number) {
  const narrow = width < 768;
  test.slow();
  // The first open of a run loads the editor chunk cold: give it longer than openEditor's 10 s.
  await page.goto('/indexHome');
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 30_000 });
  await addImage(page);

  // 1. Into a circle: the image's mask is a circle, centred, as wide as the image is tall (600 px).
  await showProperties(page, narrow);
  await page.getByTestId('mask-shape-circle').click();
  await expect(page.getByTestId('mask-current')).toHaveText('Mask: Circle');
  await expect(page.getByTestId('mask-shape-circle')).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `test-results/mask-panel-${width}.png` });
  const circle = await clipOf(page);
  expect(circle).toMatchObject({ type: 'circle', shape: 'circle', absolutePositioned: false });
  const radius = circle!.radius as number;
  expect(radius).toBeCloseTo(300, 0);
  await page.screenshot({ path: `test-results/mask-circle-${width}.png` });

  // 2. Edit: the frame is dragged inside the image; one undo puts it back.
  await showProperties(page, narrow);
  await page.getByTestId('mask-edit').click();
  const pill = page.getByTestId('mask-edit-pill');
  await expect(pill).toBeVisible();
  // On a phone the properties drawer closes as editing starts: drag only once it is gone (a drag during
  // its closing animation lands on the drawer, not on the mask).
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('mask-section')).toBeHidden();
  const { x, y } = await canvasCentre(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y + 6, { steps: 4 });
  await page.mouse.move(x + 25, y + 12, { steps: 4 });
  await page.mouse.up();
  await page.screenshot({ path: `test-results/mask-edit-${width}.png` });
  await pill.getByTestId('mask-edit-done').click();
  await expect(pill).toBeHidden();
  const moved = await clipOf(page);
  expect(moved!.left as number).toBeGreaterThan(-radius + 5);
  expect(moved!.top as number).toBeGreaterThan(-radius + 2);
  await page.getByTestId('undo').click();
  await expect.poll(async () => Math.round(((await clipOf(page))?.left as number) ?? 0)).toBe(Math.round(-radius));
  expect((await design(page)).objects).toHaveLength(1);

  // 3. Into a text: a heading over the photo, both selected, "Use as mask".
  await page.getByTestId('tab-text').click();
  await page.getByTestId('add-heading').click();
  await page.keyboard.press('Escape');
  await expect.poll(() => objectCount(page)).toBe(2);
  await canvas(page).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+a');
  await showProperties(page, narrow);
  await page.getByTestId('mask-use').click();
  await showProperties(page, narrow);
  await expect(page.getByTestId('mask-current')).toHaveText('Mask: Your own shape or text');
  const doc = await design(page);
  expect(doc.objects).toHaveLength(1);
  expect(doc.objects[0]).toMatchObject({ type: 'image', clipPath: { type: 'i-text', text: 'Your text', fill: '#000000' } });
  await page.screenshot({ path: `test-results/mask-text-${width}.png` });

  // 4. Undo brings the text back as a layer and the circle back as the mask; redo makes the text the mask again.
  await page.getByTestId('undo').click();
  await expect.poll(() => objectCount(page)).toBe(2);
  expect((await clipOf(page))?.type).toBe('circle');
  await page.getByTestId('redo').click();
  await expect.poll(() => objectCount(page)).toBe(1);

  // 5. Reload: the kept session comes back with the text mask in place.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible();
  await page.getByRole('button', { name: 'Restore my last session' }).click();
  await expect.poll(() => objectCount(page)).toBe(1);
  const restored = await design(page);
  expect(restored.objects[0]).toMatchObject({ type: 'image', clipPath: { type: 'i-text', text: 'Your text' } });
  await page.screenshot({ path: `test-results/mask-reloaded-${width}.png` });

  // 6. Remove mask: the whole photo again.
  const centre = await canvasCentre(page);
  await page.mouse.click(centre.x, centre.y);
  await showProperties(page, narrow);
  await page.getByTestId('mask-remove').click();
  await showProperties(page, narrow);
  await expect(page.getByTestId('mask-current')).toHaveText('Mask: No mask');
  expect(await clipOf(page)).toBeUndefined();
}

test.describe('masks in the editor at 1280 px', () => {
  test('a photo into a circle and a text, edited, undone and reloaded', async ({ page }) => {
    await journey(page, 1280);
  });
});

test.describe('masks in the editor at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a photo into a circle and a text, edited, undone and reloaded', async ({ page }) => {
    await journey(page, 390);
  });
});
