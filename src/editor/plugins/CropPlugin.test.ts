import { FabricImage, Point, util } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { designObjects, isGuide } from '../core/objects';
import { quadrantsPng } from '../testing/quadrants';
import { TestEditor } from '../testing/TestEditor';
import type { CropFrame } from './CropFrame';

let driver: TestEditor;
let editor: Editor;
beforeEach(() => {
  driver = new TestEditor();
  editor = driver.editor;
});
afterEach(() => driver.cleanup());

const theImage = () => designObjects(editor.canvas).find((o): o is FabricImage => o instanceof FabricImage)!;
const frame = () => editor.canvas.getObjects().find(isGuide) as CropFrame | undefined;
const crop = (o: FabricImage) => ({ x: o.cropX, y: o.cropY, width: o.width, height: o.height });
/** Where the image's own pixel (x, y) of its uncropped bitmap lands in the scene. */
const scenePoint = (o: FabricImage, x: number, y: number) => util.transformPoint(new Point(x - o.cropX - o.width / 2, y - o.cropY - o.height / 2), o.calcTransformMatrix());
const press = (key: string) => driver.press(key, { code: key });

async function addPhoto(options: { angle?: number; scale?: number } = {}) {
  const image = await editor.api.addImage(quadrantsPng(40));
  driver.arrange(image, () => {
    image.set({ angle: options.angle ?? 0 });
    image.scale(options.scale ?? 3);
  });
  editor.canvas.setActiveObject(image);
  return image;
}

describe('crop', () => {
  it('is offered for one photo only', async () => {
    expect(editor.api.canCrop()).toBe(false);
    expect(editor.api.startCrop()).toBe(false);
    await addPhoto();
    expect(editor.api.canCrop()).toBe(true);
    editor.api.addText('Hi');
    editor.api.selectAll();
    expect(editor.api.canCrop()).toBe(false);
  });

  it('shows a frame that is no part of the document while cropping', async () => {
    await addPhoto();
    const saved = await editor.getJson();
    expect(editor.api.startCrop()).toBe(true);
    expect(editor.api.isCropping()).toBe(true);
    expect(frame()).toBeDefined();
    expect(editor.canvas.getActiveObject()).toBe(frame());
    expect(designObjects(editor.canvas)).toHaveLength(1);
    expect(await editor.getJson()).toEqual(saved);
    editor.api.cancelCrop();
    expect(frame()).toBeUndefined();
    expect(editor.canvas.getActiveObject()).toBe(theImage());
  });

  it('crops to the frame in the photo’s own pixels, keeping the kept part where it was, as one step', async () => {
    const image = await addPhoto({ angle: 30, scale: 2.5 });
    const stays = scenePoint(image, 20, 10);
    editor.api.startCrop();
    frame()!.placeOver({ x: 20, y: 10, width: 15, height: 25 });
    press('Enter');
    expect(editor.api.isCropping()).toBe(false);
    expect(crop(image)).toEqual({ x: 20, y: 10, width: 15, height: 25 });
    const now = scenePoint(image, 20, 10);
    expect(now.x).toBeCloseTo(stays.x, 6);
    expect(now.y).toBeCloseTo(stays.y, 6);
    expect(editor.canvas.getActiveObject()).toBe(image);

    await editor.api.undo();
    expect(crop(theImage())).toEqual({ x: 0, y: 0, width: 40, height: 40 });
    await editor.api.redo();
    expect(crop(theImage())).toEqual({ x: 20, y: 10, width: 15, height: 25 });
  });

  it('shows the whole photo with the current crop when cropping again, and can take the crop off', async () => {
    const image = await addPhoto();
    editor.api.startCrop();
    frame()!.placeOver({ x: 5, y: 6, width: 20, height: 10 });
    editor.api.applyCrop();
    editor.api.startCrop();
    const rect = frame()!.cropRect();
    expect(rect.x).toBeCloseTo(5, 6);
    expect(rect.y).toBeCloseTo(6, 6);
    expect(rect.width).toBeCloseTo(20, 6);
    expect(rect.height).toBeCloseTo(10, 6);
    editor.api.cropWholeImage();
    editor.api.applyCrop();
    expect(crop(image)).toEqual({ x: 0, y: 0, width: 40, height: 40 });
  });

  it('keeps the frame inside the photo', async () => {
    await addPhoto();
    editor.api.startCrop();
    const f = frame()!;
    f.placeOver({ x: 30, y: -10, width: 20, height: 60 });
    f.fire('moving', {} as never);
    const rect = f.cropRect();
    expect(rect.x).toBeCloseTo(20, 6);
    expect(rect.y).toBeCloseTo(0, 6);
    expect(rect.height).toBeCloseTo(40, 6);
  });

  it('Escape cancels without a history step; undo while cropping only cancels', async () => {
    const image = await addPhoto();
    editor.api.startCrop();
    frame()!.placeOver({ x: 0, y: 0, width: 10, height: 10 });
    press('Escape');
    expect(editor.api.isCropping()).toBe(false);
    expect(crop(image)).toEqual({ x: 0, y: 0, width: 40, height: 40 });
    expect(editor.canvas.getActiveObject()).toBe(image);
    editor.api.startCrop();
    driver.press('z', { code: 'KeyZ', ctrlKey: true });
    expect(editor.api.isCropping()).toBe(false);
    // The image's addition was not undone.
    expect(designObjects(editor.canvas)).toContain(image);
  });

  it('another selection or a new document ends the crop with the photo as it was', async () => {
    const image = await addPhoto();
    editor.api.startCrop();
    frame()!.placeOver({ x: 0, y: 0, width: 10, height: 10 });
    editor.api.clearSelection();
    expect(editor.api.isCropping()).toBe(false);
    expect(frame()).toBeUndefined();
    expect(crop(image).width).toBe(40);

    editor.canvas.setActiveObject(image);
    editor.api.startCrop();
    await editor.importJson(await editor.getJson());
    expect(editor.api.isCropping()).toBe(false);
    expect(editor.canvas.getObjects().some(isGuide)).toBe(false);
  });

  it('survives save and load', async () => {
    await addPhoto({ angle: 15 });
    editor.api.startCrop();
    frame()!.placeOver({ x: 8, y: 4, width: 24, height: 30 });
    editor.api.applyCrop();
    const doc = JSON.parse(JSON.stringify(await editor.getJson()));
    const other = new TestEditor();
    try {
      await other.editor.importJson(doc);
      const copy = designObjects(other.editor.canvas)[0] as FabricImage;
      expect(crop(copy)).toEqual({ x: 8, y: 4, width: 24, height: 30 });
      expect(copy.getCenterPoint().x).toBeCloseTo(theImage().getCenterPoint().x, 3);
    } finally {
      other.cleanup();
    }
  });

  it('is not offered on a photo with a sticker outline; an outline goes around the cropped part and gives the crop back', async () => {
    const image = await addPhoto();
    editor.api.startCrop();
    frame()!.placeOver({ x: 0, y: 0, width: 20, height: 40 });
    editor.api.applyCrop();
    await editor.api.setStickerOutline(4);
    // The outline's radius is in the photo's pixels: 4 / scale 3, at least one pixel.
    expect(image.width).toBeLessThan(40);
    expect(image.cropX).toBe(0);
    expect(editor.api.canCrop()).toBe(false);
    await editor.api.setStickerOutline(0);
    expect(crop(image)).toEqual({ x: 0, y: 0, width: 20, height: 40 });
    expect(editor.api.canCrop()).toBe(true);
  });
});

describe('crop in the context menu', () => {
  it('offers Crop image for one photo and starts the crop', async () => {
    const texts = () => editor.contextMenu().flatMap((e) => ('text' in e ? [e.text] : []));
    editor.api.addText('Hi');
    expect(texts()).not.toContain('editorCrop.menu');
    await addPhoto();
    const item = editor.contextMenu().find((e) => 'text' in e && e.text === 'editorCrop.menu');
    expect(item).toBeDefined();
    await (item as { onclick: () => Promise<void> }).onclick();
    expect(editor.api.isCropping()).toBe(true);
    expect(texts()).not.toContain('editorCrop.menu');
  });
});
