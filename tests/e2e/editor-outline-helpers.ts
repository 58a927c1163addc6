import { expect, type Page } from '@playwright/test';

/** Pixels of a colour on the visible canvas (Fabric's lower canvas). */
export async function pixelsOnCanvas(page: Page, colour: 'red' | 'blue'): Promise<number> {
  return page.locator('[data-testid="editor-canvas"] canvas.lower-canvas').evaluate((el, which) => {
    const c = el as HTMLCanvasElement;
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      if (which === 'red' ? r > 200 && g < 60 && b < 60 : b > 200 && r < 60 && g < 60) n++;
    }
    return n;
  }, colour);
}

/** openEditor with room for a cold first load on a busy machine (the first editor chunk can take over 10 s). */
export async function openEditorPatiently(page: Page, path = '/indexHome') {
  await page.goto(path);
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 30_000 });
}
