import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { exportJson, layerRows, openEditor } from './editor-helpers';

/**
 * The live cutline in the editor: the "Cut line" control changes the shape, die/kiss and the
 * border, the line is traced again at once in the worker, drawn over the canvas, and saved with the design.
 */

/** Pixels of the cut line's magenta on the visible canvas (Fabric's lower canvas). */
async function magentaOnCanvas(page: Page): Promise<number> {
  return page.locator('[data-testid="editor-canvas"] canvas.lower-canvas').evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] < 60 && data[i + 2] > 100 && data[i + 2] < 190) n++;
    return n;
  });
}

test('cut line: border, shape and kind redraw it at once and are saved with the design', async ({ page }, testInfo) => {
  await openEditor(page);
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('add-shape-star').click();
  await expect(layerRows(page)).toHaveCount(1);

  await page.getByTestId('cutline-button').click();
  const panel = page.getByTestId('cutline-settings');
  await expect(panel).toBeVisible();
  const status = page.getByTestId('cutline-status');
  await expect(status).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await expect(status).toContainText('The magenta line shows where the sticker will be cut.');

  await page.getByTestId('cutline-shape').click();
  await page.getByRole('option', { name: 'Contour (follows the art)' }).click();
  await expect(status).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  const contour = await exportJson(page);

  // The border slider moves in 1/32 in: four steps from 1/8 in make 1/4 in.
  await page.getByTestId('cutline-button').click();
  const thumb = page.getByRole('slider', { name: 'Border around the art' });
  await thumb.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('cutline-offset-value')).toHaveText('0.25 in · 6.4 mm');
  await expect(status).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  expect(await magentaOnCanvas(page)).toBeGreaterThan(100);
  await panel.screenshot({ path: testInfo.outputPath('cutline-control-1280.png') });
  await page.screenshot({ path: testInfo.outputPath('cutline-editor-1280.png') });
  const axe = await new AxeBuilder({ page }).include('[data-testid="cutline-settings"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const wider = (await exportJson(page)) as Awaited<ReturnType<typeof exportJson>> & { cut?: unknown; cutlinePath?: string };
  expect(wider.cut).toEqual({ shape: 'contour', kind: 'die', offsetIn: 0.25 });
  expect(wider.cutlinePath).toMatch(/^M[\d.-]+ [\d.-]+C/);
  expect(wider.cutlinePath).not.toBe((contour as { cutlinePath?: string }).cutlinePath);
  // The line is drawn over the canvas, never a layer of the design.
  expect(wider.objects).toHaveLength(1);
  await expect(layerRows(page)).toHaveCount(1);

  await page.getByTestId('cutline-button').click();
  await page.getByTestId('cutline-kind').getByText('Kiss-cut').click();
  await expect(page.getByText('Only the vinyl is cut: the sticker stays on a backing sheet.')).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });

  // Hidden, the line is gone from the canvas; the design keeps its cut.
  await page.getByTestId('cutline-visible').click();
  await expect.poll(() => magentaOnCanvas(page)).toBe(0);
  const kiss = (await exportJson(page)) as { cut?: { kind?: string }; cutlinePath?: string };
  expect(kiss.cut?.kind).toBe('kiss');
  expect(kiss.cutlinePath).toMatch(/^M/);
});
