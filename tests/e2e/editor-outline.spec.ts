import { expect, test } from '@playwright/test';
import { canvas, exportJson, layerRows } from './editor-helpers';
import { openEditorPatiently, pixelsOnCanvas } from './editor-outline-helpers';

/**
 * Sticker outline on anything and text effects (decision 57): a shape outlined in red, a group
 * outlined as one silhouette, Neon and Echo on text, each one undo step, all kept through a reload.
 */

const effectOf = (o: Record<string, unknown> | undefined) => (o?.textEffect as { name?: string } | null | undefined)?.name ?? null;

test('outline a shape in red and a group, Neon and Echo on text, undo, and all of it after a reload', async ({ page }, testInfo) => {
  test.slow();
  page.on('dialog', (d) => void d.accept());
  await openEditorPatiently(page);

  // A star, outlined in red: the colour beside the width turns the border on.
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-star').click();
  await expect(layerRows(page)).toHaveCount(1);
  const colour = page.getByTestId('outline-color');
  await colour.fill('#ff0000');
  await expect.poll(() => pixelsOnCanvas(page, 'red')).toBeGreaterThan(200);
  let doc = await exportJson(page);
  expect(doc.objects[0]).toMatchObject({ stickerOutline: 10, stickerOutlineColor: '#ff0000' });

  // Wider (each key press on the slider is one change), then undone in one step.
  const width = page.getByRole('slider', { name: 'Sticker border' });
  await width.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await exportJson(page)).objects[0].stickerOutline).toBe(11);
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await exportJson(page)).objects[0].stickerOutline).toBe(10);

  // A text: Neon, then Echo; undo goes back to Neon.
  await page.getByTestId('tab-text').click();
  await page.getByTestId('add-heading').click();
  await expect(layerRows(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.getByTestId('text-effect-neon').click();
  await expect(page.getByTestId('text-effect-neon')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('text-effect-echo').click();
  await expect(page.getByTestId('text-effect-echo')).toHaveAttribute('aria-pressed', 'true');
  doc = await exportJson(page);
  expect(effectOf(doc.objects[1])).toBe('echo');
  await page.getByTestId('undo').click();
  await expect.poll(async () => effectOf((await exportJson(page)).objects[1])).toBe('neon');
  await layerRows(page).filter({ hasText: 'Your text' }).click();
  await expect(page.getByTestId('text-effect-neon')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('text-effect-echo').click();
  await expect(page.getByTestId('properties-panel').getByText('Text effects')).toBeVisible();
  await page.getByTestId('properties-panel').screenshot({ path: testInfo.outputPath('outline-text-effects-panel-1280.png') });

  // Both in one group, outlined in blue as one silhouette.
  await canvas(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+g');
  await expect(layerRows(page)).toHaveCount(1);
  const blueBefore = await pixelsOnCanvas(page, 'blue');
  await page.getByTestId('outline-color').fill('#0000ff');
  await expect.poll(() => pixelsOnCanvas(page, 'blue')).toBeGreaterThan(blueBefore + 500);
  doc = await exportJson(page);
  expect(doc.objects).toHaveLength(1);
  expect(doc.objects[0]).toMatchObject({ type: 'group', stickerOutline: 10, stickerOutlineColor: '#0000ff' });
  await page.screenshot({ path: testInfo.outputPath('outline-editor-1280.png') });

  // Kept through a reload (the draft restored).
  await page.waitForTimeout(2500);
  await page.reload();
  await page
    .getByRole('dialog', { name: /Restore/ })
    .getByRole('button', { name: 'Restore my last session' })
    .click();
  await expect(layerRows(page)).toHaveCount(1);
  await expect.poll(() => pixelsOnCanvas(page, 'blue')).toBeGreaterThan(500);
  await expect.poll(() => pixelsOnCanvas(page, 'red')).toBeGreaterThan(100);
  doc = await exportJson(page);
  const group = doc.objects[0] as { stickerOutlineColor?: string; objects: Array<Record<string, unknown>> };
  expect(group.stickerOutlineColor).toBe('#0000ff');
  expect(group.objects[0]).toMatchObject({ stickerOutline: 10, stickerOutlineColor: '#ff0000' });
  expect(effectOf(group.objects[1])).toBe('echo');
});
