import { expect, type Page, type TestInfo } from '@playwright/test';
import { exportAs, exportJson, makePng, pastePng } from './editor-helpers';
import { openEditorPatiently, pixelsOnCanvas } from './editor-outline-helpers';

/** Red pixels in an exported picture (PNG or SVG), counted after Chromium draws it. */
async function redInExport(page: Page, bytes: Buffer, mime: string): Promise<number> {
  return page.evaluate(
    async ({ base64, type }) => {
      const img = new Image();
      img.src = `data:${type};base64,${base64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 200 && data[i] > 200 && data[i + 1] < 60 && data[i + 2] < 60) n++;
      return n;
    },
    { base64: bytes.toString('base64'), type: mime },
  );
}

type Ui = {
  /** Shows the photo's properties (the More sheet on a phone) and returns their container. */
  properties: () => Promise<void>;
  /** Closes them again where they cover the canvas. */
  close: () => Promise<void>;
};

/**
 * Decision 66, as a customer does it: a photo outlined in red keeps a red border when
 * turned black and white and when put into a circle; the SVG download shows the border as the PNG does.
 */
export async function photoOutlineJourney(page: Page, testInfo: TestInfo, path: string, ui: Ui, label: string) {
  await openEditorPatiently(page, path);
  await pastePng(page, makePng(600, 400));
  await expect.poll(async () => (await exportJson(page)).objects.length).toBe(1);

  await ui.properties();
  await page.getByTestId('outline-color').fill('#ff0000');
  await ui.close();
  await expect.poll(() => pixelsOnCanvas(page, 'red')).toBeGreaterThan(300);
  const redBaked = await pixelsOnCanvas(page, 'red');

  // Black and white: the photo goes grey, the border stays red (it is drawn, not filtered).
  await ui.properties();
  // One click: the switch follows the photo once its border is redrawn (a moment later than a plain photo).
  const blackAndWhite = page.getByTestId('adjust-section').getByRole('switch', { name: 'Black and white' });
  await blackAndWhite.click();
  await expect(blackAndWhite).toBeChecked();
  await ui.close();
  await expect.poll(async () => ((await exportJson(page)).objects[0].filters as Array<{ type: string }>).map((f) => f.type)).toEqual(['Grayscale']);
  await expect.poll(() => pixelsOnCanvas(page, 'red')).toBeGreaterThan(redBaked * 0.9);
  let photo = (await exportJson(page)).objects[0];
  expect(photo).toMatchObject({ stickerOutline: 10, stickerOutlineColor: '#ff0000', extension: { drawnOutline: true } });
  await page.screenshot({ path: testInfo.outputPath(`photo-outline-grey-${label}.png`) });

  // Into a circle: the border follows the circle (a ring: fewer red pixels than around the rectangle, but some).
  await ui.properties();
  await page.getByTestId('mask-shape-circle').click();
  await ui.close();
  await expect.poll(async () => ((await exportJson(page)).objects[0].clipPath as { type?: string } | undefined)?.type).toBe('circle');
  await expect.poll(() => pixelsOnCanvas(page, 'red')).toBeGreaterThan(redBaked * 0.4);
  expect(await pixelsOnCanvas(page, 'red')).toBeLessThan(redBaked * 0.9);
  photo = (await exportJson(page)).objects[0];
  expect(photo).toMatchObject({ stickerOutline: 10, stickerOutlineColor: '#ff0000' });
  await page.screenshot({ path: testInfo.outputPath(`photo-outline-circle-${label}.png`) });

  // The SVG download has the border as the PNG download does (both drawn by Chromium here).
  const png = await exportAs(page, 'png');
  const svg = await exportAs(page, 'svg');
  const redPng = await redInExport(page, png.bytes, 'image/png');
  const redSvg = await redInExport(page, svg.bytes, 'image/svg+xml');
  expect(redPng).toBeGreaterThan(1000);
  expect(Math.abs(redSvg - redPng) / redPng).toBeLessThan(0.05);
}
