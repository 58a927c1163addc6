import { Canvas2dFilterBackend, FabricImage, filters, getFilterBackend } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_QR_OPTIONS } from '../../shared/qr';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { NEUTRAL_ADJUSTMENTS } from '../image/adjustments';
import { pixelOf, quadrantsPng } from '../testing/quadrants';
import { TestEditor } from '../testing/TestEditor';

let driver: TestEditor;
let editor: Editor;
beforeEach(() => {
  driver = new TestEditor();
  editor = driver.editor;
});
afterEach(() => driver.cleanup());

/** The one image on the canvas (history rebuilds it on undo, so it is looked up each time). */
const theImage = () => designObjects(editor.canvas).find((o): o is FabricImage => o instanceof FabricImage)!;
const select = () => editor.canvas.setActiveObject(theImage());
/** The pixel Fabric draws for the image's own pixel (x, y): its filtered element. */
const shown = (x: number, y: number) => pixelOf(theImage().getElement() as HTMLCanvasElement, x, y);

async function addPhoto() {
  await editor.api.addImage(quadrantsPng());
  select();
}

describe('photo adjustments', () => {
  it('are null without one photo selected, neutral on a fresh photo', async () => {
    expect(editor.api.getImageAdjustments()).toBeNull();
    await addPhoto();
    expect(editor.api.getImageAdjustments()).toEqual(NEUTRAL_ADJUSTMENTS);
    expect(theImage().filters).toEqual([]);
  });

  it('black-and-white gives R = G = B, and undo and redo are one step each', async () => {
    await addPhoto();
    editor.api.setImageAdjustments({ grayscale: true });
    // The 2D backend, as on the server (decision 55): not WebGL.
    expect(getFilterBackend()).toBeInstanceOf(Canvas2dFilterBackend);
    const [r, g, b] = shown(5, 5);
    expect(r).toBe(g);
    expect(g).toBe(b);
    // 0.21 × 255, the value the server renders too (render-adjust-crop.test.ts).
    expect(r).toBe(Math.round(0.21 * 255));
    await editor.api.undo();
    expect(theImage().filters).toEqual([]);
    expect(shown(5, 5)).toEqual([255, 0, 0, 255]);
    await editor.api.redo();
    select();
    expect(editor.api.getImageAdjustments()?.grayscale).toBe(true);
  });

  it('previews while a slider moves and records only the committed value', async () => {
    await addPhoto();
    editor.api.previewImageAdjustments({ brightness: 20 });
    editor.api.previewImageAdjustments({ brightness: 40 });
    // Previews run on the next frame, the latest one only.
    await driver.idle();
    expect(editor.api.getImageAdjustments()?.brightness).toBe(40);
    // +40 of 100 is Fabric's +0.2: 0.2 × 255 = 51 added to each channel of the red quadrant.
    expect(shown(5, 5)).toEqual([255, 51, 51, 255]);
    editor.api.setImageAdjustments({ brightness: 60 });
    editor.api.setImageAdjustments({ contrast: -30, saturation: 50 });
    expect(editor.api.getImageAdjustments()).toEqual({ brightness: 60, contrast: -30, saturation: 50, grayscale: false });
    await editor.api.undo();
    select();
    expect(editor.api.getImageAdjustments()).toEqual({ ...NEUTRAL_ADJUSTMENTS, brightness: 60 });
    await editor.api.undo();
    select();
    expect(editor.api.getImageAdjustments()).toEqual(NEUTRAL_ADJUSTMENTS);
    expect(editor.api.canUndo()).toBe(true); // the image's own addition is still there to undo
  });

  it('reset takes every adjustment off in one step', async () => {
    await addPhoto();
    editor.api.setImageAdjustments({ brightness: -40, grayscale: true });
    editor.api.resetImageAdjustments();
    expect(theImage().filters).toEqual([]);
    await editor.api.undo();
    select();
    expect(editor.api.getImageAdjustments()).toEqual({ ...NEUTRAL_ADJUSTMENTS, brightness: -40, grayscale: true });
  });

  it('survive save and load as Fabric filters, with the same pixels', async () => {
    await addPhoto();
    editor.api.setImageAdjustments({ brightness: -50, saturation: -100 });
    const before = shown(5, 5);
    const doc = await editor.getJson();
    const json = doc.objects.find((o) => o.type?.toLowerCase() === 'image') as { filters: Array<{ type: string }> };
    expect(json.filters.map((f) => f.type)).toEqual(['Brightness', 'Saturation']);
    expect(JSON.parse(JSON.stringify(json.filters))[0]).toMatchObject({ type: 'Brightness', brightness: -0.25 });

    const other = new TestEditor();
    try {
      await other.editor.importJson(JSON.parse(JSON.stringify(doc)));
      const image = designObjects(other.editor.canvas).find((o): o is FabricImage => o instanceof FabricImage)!;
      other.editor.canvas.setActiveObject(image);
      expect(other.editor.api.getImageAdjustments()).toEqual({ ...NEUTRAL_ADJUSTMENTS, brightness: -50, saturation: -100 });
      expect(pixelOf(image.getElement() as HTMLCanvasElement, 5, 5)).toEqual(before);
    } finally {
      other.cleanup();
    }
  });

  it('keeps filters from another editor it does not edit', async () => {
    await addPhoto();
    theImage().filters = [new filters.Invert()];
    editor.api.setImageAdjustments({ grayscale: true });
    expect(theImage().filters.map((f) => f.type)).toEqual(['Invert', 'Grayscale']);
    editor.api.resetImageAdjustments();
    expect(theImage().filters.map((f) => f.type)).toEqual(['Invert']);
  });

  it('works with a sticker outline: the outline grows the photo, the adjustment stays on it', async () => {
    await addPhoto();
    editor.api.setImageAdjustments({ grayscale: true });
    const width = theImage().width;
    await editor.api.setStickerOutline(6);
    const image = theImage();
    expect(image.width).toBeGreaterThan(width);
    expect(image.filters.map((f) => f.type)).toEqual(['Grayscale']);
    // The photo's red corner, now inside the border: still grey.
    const r = Math.round((image.width - width) / 2);
    const [red, green, blue] = shown(r + 5, r + 5);
    expect([red, green]).toEqual([blue, blue]);
    await editor.api.setStickerOutline(0);
    expect(theImage().width).toBe(width);
    expect(theImage().filters.map((f) => f.type)).toEqual(['Grayscale']);
  });

  it('leaves QR codes alone', async () => {
    await editor.api.addQrCode({ ...DEFAULT_QR_OPTIONS, text: 'https://example.com' });
    editor.canvas.setActiveObject(designObjects(editor.canvas)[0]);
    expect(editor.api.getImageAdjustments()).toBeNull();
  });
});
