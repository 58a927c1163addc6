import type { FabricImage, FabricObject } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSeparator, type MenuItem } from '../core/contextMenu';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { TestEditor } from '../testing/TestEditor';
import { maskMatrixOnCanvas } from './mask/mask-geometry';

let driver: TestEditor;
let editor: Editor;
beforeEach(() => {
  driver = new TestEditor();
  editor = driver.editor;
});
afterEach(() => driver.cleanup());

/** A solid red PNG of the given size, as a data URL. */
function redPng(width: number, height: number): string {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, width, height);
  return c.toDataURL('image/png');
}

/** A 200 × 100 image at (100, 100), unscaled: its centre is (200, 150) on the canvas. */
async function addImage(): Promise<FabricImage> {
  const image = await editor.api.addImage(redPng(200, 100));
  driver.arrange(image, { left: 100, top: 100, scaleX: 1, scaleY: 1, angle: 0 });
  return image;
}

/** Alpha of the exported sticker (workspace at 1:1) at a canvas point. */
function alphaAt(x: number, y: number): number {
  const sticker = editor.api.stickerCanvas({ multiplier: 1 });
  return sticker.getContext('2d')!.getImageData(x, y, 1, 1).data[3];
}

const onlyImage = () => designObjects(editor.canvas).find((o) => o.type === 'image') as FabricImage;
const centreOnCanvas = (image: FabricObject) => {
  const m = maskMatrixOnCanvas(image, image.clipPath as FabricObject);
  return { x: m[4], y: m[5] };
};

describe('MaskPlugin: ready-made masks', () => {
  it('clips an image to a circle centred and sized to its shorter side, as one undo step', async () => {
    const image = await addImage();
    editor.api.setMaskShape(image, 'circle');
    expect(editor.api.getMask(image)).toEqual({ shape: 'circle' });
    const mask = image.clipPath as FabricObject;
    expect(mask.absolutePositioned).toBe(false);
    expect([mask.getScaledWidth(), mask.getScaledHeight()]).toEqual([100, 100]);
    expect(centreOnCanvas(image)).toEqual({ x: 200, y: 150 });
    // Inside the circle the image shows; in the image's corners and sides outside it, nothing.
    expect(alphaAt(200, 150)).toBe(255);
    expect(alphaAt(240, 150)).toBe(255);
    for (const [x, y] of [
      [105, 105],
      [260, 150],
      [140, 150],
      [295, 195],
    ])
      expect(alphaAt(x, y), `${x},${y}`).toBe(0);

    await editor.api.undo();
    expect(onlyImage().clipPath).toBeUndefined();
    expect(alphaAt(105, 105)).toBe(255);
    expect(editor.api.canUndo()).toBe(true); // the image's own step is still there
    await editor.api.redo();
    expect(editor.api.getMask(onlyImage())).toEqual({ shape: 'circle' });
  });

  it('offers rounded square, heart and star; a new shape stays where the old mask was', async () => {
    const image = await addImage();
    for (const shape of ['rounded-square', 'heart', 'star'] as const) {
      editor.api.setMaskShape(image, shape);
      expect(editor.api.getMask(image)).toEqual({ shape });
    }
    // Move the mask 40 px right (in the image's space), then change its shape: the centre stays.
    const mask = image.clipPath as FabricObject;
    mask.setPositionByOrigin({ x: 40, y: 0 } as never, 'center', 'center');
    editor.api.setMaskShape(image, 'circle');
    expect(centreOnCanvas(image).x).toBeCloseTo(240, 5);
    expect(centreOnCanvas(image).y).toBeCloseTo(150, 5);
  });

  it('removes a mask (the whole image again) as one undo step', async () => {
    const image = await addImage();
    editor.api.setMaskShape(image, 'star');
    editor.api.removeMask(image);
    expect(editor.api.getMask(image)).toBeNull();
    expect(alphaAt(105, 105)).toBe(255);
    await editor.api.undo();
    expect(editor.api.getMask(onlyImage())).toEqual({ shape: 'star' });
  });

  it('offers Edit Mask and Remove Mask in the context menu of a masked image', async () => {
    const image = await addImage();
    const labels = () => editor.contextMenu().filter((e): e is MenuItem => !isSeparator(e));
    expect(labels().map((i) => i.text)).not.toContain('editorMask.menu.removeMask');
    editor.api.setMaskShape(image, 'heart');
    const items = labels();
    expect(items.map((i) => i.text)).toEqual(expect.arrayContaining(['editorMask.menu.editMask', 'editorMask.menu.removeMask']));
    await items.find((i) => i.text === 'editorMask.menu.editMask')?.onclick?.();
    expect(editor.api.maskEditTarget()).toBe(image);
    // Done: the image is selected again.
    editor.api.finishMaskEdit();
    expect(editor.api.getSelection()).toEqual([image]);
    await labels()
      .find((i) => i.text === 'editorMask.menu.removeMask')
      ?.onclick?.();
    expect(editor.api.getMask(image)).toBeNull();
  });

  it('refuses what is not an image, with a message key', async () => {
    const text = editor.api.addText('Hi');
    expect(() => editor.api.setMaskShape(text, 'circle')).toThrow('editorMask.errors.notImage');
  });
});

describe('MaskPlugin: a shape or text as the mask', () => {
  it('turns a selected text into the image’s mask where it stood, removes it, and undoes in one step', async () => {
    const image = await addImage();
    // The image scaled and turned: the mask must still land exactly where the text was.
    driver.arrange(image, { scaleX: 2, scaleY: 1.5, angle: 20 });
    const text = editor.api.addText('HELLO');
    driver.arrange(text, () => {
      text.set({ fontSize: 60, angle: -10 });
      text.setPositionByOrigin({ x: 230, y: 180 } as never, 'center', 'center');
    });
    const textCentre = text.getCenterPoint();
    editor.api.selectObjects([image, text]);
    expect(editor.api.canMaskWithSelected()).toBe(true);
    const menu = editor.contextMenu().filter((e): e is MenuItem => !isSeparator(e));
    expect(menu.map((i) => i.text)).toContain('editorMask.menu.useAsMask');

    await editor.api.maskWithSelected();
    expect(designObjects(editor.canvas)).toEqual([image]);
    expect(editor.api.getSelection()).toEqual([image]);
    expect(editor.api.getMask(image)).toEqual({ shape: 'custom' });
    const mask = image.clipPath as FabricObject & { text?: string; id?: string };
    expect(mask.text).toBe('HELLO');
    expect(mask.id).toBeUndefined();
    expect(mask.fill).toBe('#000000');
    const centre = centreOnCanvas(image);
    expect(centre.x).toBeCloseTo(textCentre.x, 5);
    expect(centre.y).toBeCloseTo(textCentre.y, 5);
    // The mask's own angle in canvas terms is the text's.
    const m = maskMatrixOnCanvas(image, mask);
    expect((Math.atan2(m[1], m[0]) * 180) / Math.PI).toBeCloseTo(-10, 5);

    await editor.api.undo();
    const restored = designObjects(editor.canvas);
    expect(restored).toHaveLength(2);
    expect(restored[0].type).toBe('image');
    expect((restored[1] as FabricObject & { text?: string }).text).toBe('HELLO');
    expect((restored[0] as FabricImage).clipPath).toBeUndefined();
  });

  it('is offered only for one image with one shape or text', async () => {
    const image = await addImage();
    const circle = editor.api.addShape('circle');
    const line = editor.api.addShape('line');
    editor.api.selectObjects([image]);
    expect(editor.api.canMaskWithSelected()).toBe(false);
    editor.api.selectObjects([image, line]);
    expect(editor.api.canMaskWithSelected()).toBe(false);
    editor.api.selectObjects([image, circle, line]);
    expect(editor.api.canMaskWithSelected()).toBe(false);
    editor.api.selectObjects([circle, image]);
    expect(editor.api.canMaskWithSelected()).toBe(true);
    await expect(
      (async () => {
        editor.api.selectObjects([image]);
        await editor.api.maskWithSelected();
      })(),
    ).rejects.toThrow('editorMask.errors.pickImageAndShape');
  });
});

describe('MaskPlugin: editing, saving and loading', () => {
  it('edits the mask through a frame that is never part of the design; each move is one undo step', async () => {
    const image = await addImage();
    editor.api.setMaskShape(image, 'circle');
    const events: boolean[] = [];
    editor.on('maskEditChange', (on) => events.push(on));
    await editor.api.startMaskEdit(image);
    expect(editor.api.maskEditTarget()).toBe(image);
    const frame = editor.canvas.getActiveObject() as FabricObject;
    expect(frame).not.toBe(image);
    expect(designObjects(editor.canvas)).toEqual([image]);
    expect(frame.getCenterPoint().x).toBeCloseTo(200, 5);
    // The frame, and a faint unmasked copy of the image under it: helpers without ids.
    const helpers = editor.canvas.getObjects().filter((o) => (o as { isGuide?: boolean }).isGuide);
    expect(helpers).toHaveLength(2);
    expect(helpers.map((o) => (o as { id?: string }).id)).toEqual([undefined, undefined]);
    expect(editor.canvas.getObjects().indexOf(helpers[0])).toBeLessThan(editor.canvas.getObjects().indexOf(image));

    // A drag of the frame 50 px to the right and a resize to half.
    frame.set({ scaleX: frame.scaleX / 2, scaleY: frame.scaleY / 2 });
    frame.setPositionByOrigin({ x: 250, y: 150 } as never, 'center', 'center');
    frame.fire('modified', {} as never);
    expect(centreOnCanvas(image).x).toBeCloseTo(250, 5);
    expect((image.clipPath as FabricObject).getScaledWidth()).toBeCloseTo(50, 5);
    expect(alphaAt(250, 150)).toBe(255);
    expect(alphaAt(200, 150)).toBe(0);
    const saved = await editor.getJson();
    expect(saved.objects).toHaveLength(1);

    // Clicking away ends editing; undo puts the mask back where it was.
    editor.api.clearSelection();
    expect(editor.api.maskEditTarget()).toBeNull();
    expect(editor.canvas.getObjects()).not.toContain(frame);
    expect(editor.canvas.getObjects().filter((o) => (o as { isGuide?: boolean }).isGuide)).toEqual([]);
    expect(events).toEqual([true, false]);
    await editor.api.undo();
    expect(centreOnCanvas(onlyImage()).x).toBeCloseTo(200, 5);
    expect((onlyImage().clipPath as FabricObject).getScaledWidth()).toBeCloseTo(100, 5);
  });

  it('undo while editing ends the edit and restores the mask', async () => {
    const image = await addImage();
    editor.api.setMaskShape(image, 'heart');
    await editor.api.startMaskEdit(image);
    await editor.api.undo();
    expect(editor.api.maskEditTarget()).toBeNull();
    expect(editor.canvas.getObjects().filter((o) => (o as { isGuide?: boolean }).isGuide)).toEqual([]);
    expect(onlyImage().clipPath).toBeUndefined();
  });

  it('survives save and load: the clipPath is in the document and drawn again', async () => {
    const image = await addImage();
    editor.api.setMaskShape(image, 'circle');
    const doc = await editor.getJson();
    const json = doc.objects[0] as { clipPath?: Record<string, unknown> };
    expect(json.clipPath).toMatchObject({ type: 'circle', shape: 'circle', radius: 50, left: -50, top: -50, absolutePositioned: false });
    await editor.importJson(JSON.parse(JSON.stringify(doc)));
    const loaded = onlyImage();
    expect(editor.api.getMask(loaded)).toEqual({ shape: 'circle' });
    expect(alphaAt(200, 150)).toBe(255);
    expect(alphaAt(105, 105)).toBe(0);
    expect((await editor.getJson()).objects).toEqual(doc.objects);
    // The exported PNG (150 px margin around the workspace) is masked too.
    const png = await createImageBitmap(await editor.api.exportPngBlob());
    const read = document.createElement('canvas');
    read.width = png.width;
    read.height = png.height;
    const ctx = read.getContext('2d')!;
    ctx.drawImage(png, 0, 0);
    const pngAlpha = (x: number, y: number) => ctx.getImageData(x + 150, y + 150, 1, 1).data[3];
    expect([pngAlpha(200, 150), pngAlpha(105, 105), pngAlpha(295, 195)]).toEqual([255, 0, 0]);
  });

  it('keeps a text mask’s font in the design’s font list', async () => {
    const image = await addImage();
    const text = editor.api.addText('LOVE');
    text.set({ fontFamily: 'Lobster' });
    editor.api.selectObjects([image, text]);
    await editor.api.maskWithSelected();
    const doc = await editor.getJson();
    expect(doc.googleFontsMetadata?.fontsUsed).toContain('Lobster');
  });
});
