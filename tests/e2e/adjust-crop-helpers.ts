import { expect, type Page } from '@playwright/test';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where the black-and-white test photo (makePng's stripes as greys) is drawn on the canvas, in page
 * pixels: the bounds of the dark grey canvas pixels. The white design area, the light grey around it,
 * the magenta cut line and the blue selection handles are none of them.
 */
export async function photoBounds(page: Page): Promise<Box> {
  const box = await page.evaluate(() => {
    const canvas = document.querySelector('canvas.lower-canvas') as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / rect.width;
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
        const photo = Math.max(r, g, b) < 130 && Math.max(r, g, b) - Math.min(r, g, b) < 25;
        if (!photo) continue;
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    if (right < 0) return null;
    return { left: rect.left + left / ratio, top: rect.top + top / ratio, right: rect.left + (right + 1) / ratio, bottom: rect.top + (bottom + 1) / ratio };
  });
  expect(box, 'the photo is drawn on the canvas').not.toBeNull();
  return box!;
}

/** Drags with the mouse in small steps, as a hand does. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The photo's filters' types and its crop, from a design JSON. */
export function photoState(doc: { objects: Array<Record<string, unknown>> }) {
  const photo = doc.objects.find((o) => String(o.type).toLowerCase() === 'image')!;
  return {
    filters: (photo.filters as Array<{ type: string }>).map((f) => f.type),
    cropX: Number(photo.cropX ?? 0),
    width: Number(photo.width),
    height: Number(photo.height),
  };
}

/** Opens an editor page; the editor chunk can take a while on a busy machine. */
export async function openEditorPatiently(page: Page, path = '/indexHome') {
  await page.goto(path);
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 40_000 });
}
