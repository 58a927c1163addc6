import type { FabricImage } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { effectLayers } from '../document/effects/behind-effects';
import { hasBakedOutline } from '../document/effects/model';
import { isRed, stickerPixels } from '../testing/pixels';
import { mountEditor, type TestEditor } from '../testing/TestEditor';

// Decision 66: a masked photo's border follows the mask, and photo adjustments never
// tint the border.

let driver: TestEditor;
let editor: Editor;
beforeEach(() => {
  driver = mountEditor();
  editor = driver.editor;
});
afterEach(() => driver.cleanup());

/** A solid blue 200 × 100 photo at (300, 300), unscaled: its centre is (400, 350). */
async function bluePhoto(): Promise<FabricImage> {
  const c = document.createElement('canvas');
  c.width = 200;
  c.height = 100;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(0, 0, 200, 100);
  const image = await editor.api.addImage(c.toDataURL('image/png'));
  driver.arrange(image, { left: 300, top: 300, scaleX: 1, scaleY: 1, angle: 0 });
  editor.api.selectObjects([image]);
  return image;
}

const onlyImage = () => designObjects(editor.canvas).find((o) => o.type === 'image') as FabricImage;

/** The sticker image at 1 px per design unit, read back. */
const isBlue = ([r, g, b, a]: number[]) => a > 200 && b > 200 && r < 60 && g < 60;
const isGrey = ([r, g, b, a]: number[]) => a > 200 && Math.abs(r - g) < 8 && Math.abs(g - b) < 8;

describe('a masked photo with a sticker outline', () => {
  it('draws the border around the mask, whether the outline or the mask came first', async () => {
    for (const outlineFirst of [true, false]) {
      await editor.importJson({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 800, height: 800 }, objects: [] });
      const image = await bluePhoto();
      if (outlineFirst) {
        await editor.api.setStickerOutline(12, '#ff0000');
        expect(hasBakedOutline(onlyImage())).toBe(true);
      }
      await editor.api.setMaskShape(onlyImage(), 'circle');
      editor.api.selectObjects([onlyImage()]);
      if (!outlineFirst) await editor.api.setStickerOutline(12, '#ff0000');
      expect(hasBakedOutline(onlyImage())).toBe(false);
      // The bitmap keeps a transparent margin where the border is drawn, so the box is the bordered size.
      expect(onlyImage()).toMatchObject({ width: 224, height: 124, stickerOutline: 12, stickerOutlineColor: '#ff0000' });
      const at = stickerPixels(editor);
      // The circle (diameter 100) centred at (400, 350): the photo inside, the red border 12 wide around it.
      expect(isBlue(at(400, 350))).toBe(true);
      expect(isRed(at(455, 350))).toBe(true);
      expect(isRed(at(400, 408))).toBe(true);
      expect(isRed(at(400 + 57 * Math.SQRT1_2, 350 + 57 * Math.SQRT1_2))).toBe(true);
      // Past the border (the photo's corner, clipped away) nothing is drawn.
      expect(at(466, 350)[3]).toBe(0);
      expect(at(305, 305)[3]).toBe(0);
      expect(image.getCenterPoint()).toMatchObject({ x: 400, y: 350 });
    }
  });

  it('is one undo step from a baked border to the masked silhouette', async () => {
    await bluePhoto();
    await editor.api.setStickerOutline(12, '#ff0000');
    await editor.api.setMaskShape(onlyImage(), 'heart');
    expect(hasBakedOutline(onlyImage())).toBe(false);
    await editor.api.undo();
    const restored = onlyImage();
    expect(restored.clipPath).toBeFalsy();
    expect(hasBakedOutline(restored)).toBe(true);
    expect(isRed(stickerPixels(editor)(295, 350))).toBe(true);
  });
});

describe('photo adjustments on an outlined photo', () => {
  it('turn the photo grey and keep the border red, whether the outline or the adjustment came first', async () => {
    for (const outlineFirst of [true, false]) {
      await editor.importJson({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 800, height: 800 }, objects: [] });
      await bluePhoto();
      if (outlineFirst) await editor.api.setStickerOutline(12, '#ff0000');
      await editor.api.setImageAdjustments({ grayscale: true, brightness: 40 });
      editor.api.selectObjects([onlyImage()]);
      if (!outlineFirst) await editor.api.setStickerOutline(12, '#ff0000');
      const at = stickerPixels(editor);
      expect(isGrey(at(400, 350))).toBe(true);
      expect(isRed(at(294, 350))).toBe(true);
      expect(isRed(at(400, 410))).toBe(true);
      expect(at(285, 350)[3]).toBe(0);
      expect(onlyImage().filters.map((f) => f.type)).toEqual(['Brightness', 'Grayscale']);
    }
  });

  it('preview on a slider, then commit: the border is redrawn once, the committed value wins', async () => {
    await bluePhoto();
    await editor.api.setStickerOutline(12, '#ff0000');
    editor.api.previewImageAdjustments({ saturation: -50 });
    await driver.nextFrame();
    // Committed while the preview still waits for the border to be redrawn.
    await editor.api.setImageAdjustments({ saturation: -100 });
    await driver.idle();
    expect(editor.api.getImageAdjustments()).toMatchObject({ saturation: -100 });
    expect(hasBakedOutline(onlyImage())).toBe(false);
    const at = stickerPixels(editor);
    expect(isRed(at(294, 350))).toBe(true);
    expect(isGrey(at(400, 350))).toBe(true);
  });

  it('reuse the traced border while only colours change (a slider moving), not when the mask does', async () => {
    await bluePhoto();
    await editor.api.setImageAdjustments({ brightness: 10 });
    await editor.api.setStickerOutline(12, '#ff0000');
    const raster = () => effectLayers(onlyImage(), { x: 1, y: 1 })[0].raster;
    const first = raster();
    await editor.api.setImageAdjustments({ brightness: 30, grayscale: true });
    expect(raster()).toBe(first);
    await editor.api.setMaskShape(onlyImage(), 'circle');
    expect(raster()).not.toBe(first);
  });

  it('survive save and load: the border keeps its colour in the reloaded document', async () => {
    await bluePhoto();
    await editor.api.setStickerOutline(10, '#00ff00');
    await editor.api.setImageAdjustments({ saturation: -100 });
    await editor.importJson(await editor.getJson());
    const at = stickerPixels(editor);
    const [r, g, b, a] = at(295, 350);
    expect(a).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(200);
    expect(r + b).toBeLessThan(60);
    expect(isGrey(at(400, 350))).toBe(true);
  });
});
