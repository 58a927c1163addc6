import { type FabricImage, type FabricObject, filters } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSeparator, type MenuItem } from '../core/contextMenu';
import type { Editor } from '../core/Editor';
import { asEditorObject, designObjects } from '../core/objects';
import { mountEditor } from '../testing/TestEditor';

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

/** A PNG: a red square in the middle of `width` × `height`, on white or (cut out) on nothing. */
function pngDataUrl(width: number, height: number, background: 'white' | 'transparent'): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  if (background === 'white') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.fillStyle = '#e03131';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}

const ORIGINAL = pngDataUrl(100, 80, 'white');
const CUTOUT = pngDataUrl(100, 80, 'transparent');

/** Alpha of the image's own pixel at (x, y), as the editor shows it (its unfiltered element). */
function alphaAt(image: FabricImage, x: number, y: number): number {
  const element = image.getElement() as CanvasImageSource & { width: number; height: number };
  const canvas = document.createElement('canvas');
  canvas.width = element.width;
  canvas.height = element.height;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(element, 0, 0);
  return ctx.getImageData(x, y, 1, 1).data[3];
}

const onlyImage = () => {
  const objects = designObjects(editor.canvas);
  expect(objects).toHaveLength(1);
  return objects[0] as FabricImage;
};
const idOf = (o: FabricObject) => asEditorObject(o).id as string;
const geometry = (o: FabricObject) => {
  const r = o.getBoundingRect();
  return {
    left: o.left,
    top: o.top,
    angle: o.angle,
    flipX: o.flipX,
    opacity: o.opacity,
    w: o.getScaledWidth(),
    h: o.getScaledHeight(),
    rect: [r.left, r.top, r.width, r.height].map(Math.round),
  };
};

async function placedImage(): Promise<FabricImage> {
  const image = await editor.api.addImage(ORIGINAL, { name: 'Cat.jpg' });
  editor.transact('test set-up', [image], () => {
    image.set({ left: 210, top: 160, scaleX: 1.5, scaleY: 1.25, angle: 30, flipX: true, opacity: 0.8 });
    image.filters = [new filters.Grayscale()];
    image.applyFilters();
    image.setCoords();
  });
  return image;
}

describe('replacing an image with its cut-out', () => {
  it('keeps place, size, rotation, filters and id; one undo step brings the original pixels back, redo the cut-out', async () => {
    const image = await placedImage();
    const before = geometry(image);
    const id = idOf(image);
    expect(alphaAt(image, 2, 2)).toBe(255);

    await editor.api.replaceImagePixels(id, CUTOUT);
    const cut = onlyImage();
    expect(cut.getSrc()).toBe(CUTOUT);
    expect(idOf(cut)).toBe(id);
    expect(geometry(cut)).toEqual(before);
    expect(cut.filters.map((f) => f.type)).toEqual(['Grayscale']);
    expect((cut as FabricImage & { name?: string }).name).toBe('Cat.jpg');
    expect(alphaAt(cut, 2, 2)).toBe(0);
    expect(alphaAt(cut, 50, 40)).toBe(255);

    await editor.api.undo();
    const restored = onlyImage();
    expect(restored.getSrc()).toBe(ORIGINAL);
    expect(alphaAt(restored, 2, 2)).toBe(255);
    expect(geometry(restored)).toEqual(before);
    expect(restored.filters.map((f) => f.type)).toEqual(['Grayscale']);
    // The step before (the placement) is still there: the removal was exactly one step.
    expect(editor.api.canUndo()).toBe(true);

    await editor.api.redo();
    expect(onlyImage().getSrc()).toBe(CUTOUT);
    expect(geometry(onlyImage())).toEqual(before);
  });

  it('a cut-out made at a smaller size (a very large image) covers the same area, with the crop converted', async () => {
    const image = await placedImage();
    editor.transact('test set-up', [image], () => {
      image.set({ cropX: 10, cropY: 8, width: 60, height: 40 });
      image.setCoords();
    });
    const before = geometry(image);

    await editor.api.replaceImagePixels(image, pngDataUrl(50, 40, 'transparent'));
    const cut = onlyImage();
    expect([cut.cropX, cut.cropY, cut.width, cut.height]).toEqual([5, 4, 30, 20]);
    expect([cut.scaleX, cut.scaleY]).toEqual([3, 2.5]);
    expect(geometry(cut)).toEqual(before);
  });

  it('survives save and load: the document refers to the cut-out', async () => {
    const image = await placedImage();
    await editor.api.replaceImagePixels(image, CUTOUT);
    const doc = await editor.getJson();
    const [json] = doc.objects as Array<Record<string, unknown>>;
    expect(json.src).toBe(CUTOUT);
    await editor.importJson(JSON.parse(JSON.stringify(doc)));
    const loaded = onlyImage();
    expect(alphaAt(loaded, 2, 2)).toBe(0);
    expect(loaded.filters.map((f) => f.type)).toEqual(['Grayscale']);
  });

  it('draws an outlined image’s border again around the new silhouette, in the same undo step', async () => {
    const image = await placedImage();
    await editor.api.setStickerOutline(4);
    const outlined = onlyImage() as FabricImage & { extension?: Record<string, unknown>; stickerOutline?: number };
    expect(editor.api.imagePixelSource(outlined)).toBe(ORIGINAL);
    const withBorder = outlined.getSrc();

    await editor.api.replaceImagePixels(image, CUTOUT);
    const cut = onlyImage() as typeof outlined;
    expect(cut.extension?.originalSrc).toBe(CUTOUT);
    expect(cut.stickerOutline).toBe(4);
    expect(editor.api.imagePixelSource(cut)).toBe(CUTOUT);
    // The border now hugs the red square: the image's corner (once white, under the border) is empty.
    expect(alphaAt(cut, 1, 1)).toBe(0);

    await editor.api.undo();
    const restored = onlyImage() as typeof outlined;
    expect(restored.extension?.originalSrc).toBe(ORIGINAL);
    expect(restored.getSrc()).toBe(withBorder);
  });

  it('refuses, changing nothing, when the image was deleted while the cut-out loaded', async () => {
    const image = await placedImage();
    const id = idOf(image);
    const replacing = editor.api.replaceImagePixels(id, CUTOUT);
    editor.api.deleteSelected();
    await expect(replacing).rejects.toThrow('editorBgRemoval.errors.gone');
    await expect(editor.api.replaceImagePixels(id, CUTOUT)).rejects.toThrow('editorBgRemoval.errors.gone');
    expect(designObjects(editor.canvas)).toHaveLength(0);
  });
});

describe('which images, and asking the page', () => {
  const menuTexts = () => editor.contextMenu().filter((e): e is MenuItem => !isSeparator(e));

  it('offers one unlocked raster image only: not text, shapes, QR codes, several objects or a locked layer', async () => {
    expect(editor.api.backgroundRemovalTarget()).toBeNull();
    const text = editor.api.addText('hello');
    expect(editor.api.backgroundRemovalTarget()).toBeNull();
    const image = await editor.api.addImage(ORIGINAL);
    expect(editor.api.backgroundRemovalTarget()).toBe(image);
    editor.api.selectObjects([text, image]);
    expect(editor.api.backgroundRemovalTarget()).toBeNull();
    editor.api.selectObjects([image]);
    editor.api.setLayerLocked(idOf(image), true);
    expect(editor.api.backgroundRemovalTarget()).toBeNull();
    editor.api.setLayerLocked(idOf(image), false);
    editor.api.selectObjects([image]);
    expect(editor.api.backgroundRemovalTarget()).toBe(image);
    await editor.api.addQrCode({ text: 'https://stickerstudio.ca', size: 128, dark: '#000000', light: '#ffffff', errorCorrectionLevel: 'M', margin: 1 } as never);
    expect(editor.api.backgroundRemovalTarget()).toBeNull();
  });

  it('the context menu item and the api ask the page once, and wait while a removal runs', async () => {
    const asked: FabricImage[] = [];
    editor.on('backgroundRemovalRequest', (image) => asked.push(image));
    editor.api.addShape('circle');
    expect(menuTexts().map((i) => i.text)).not.toContain('editorBgRemoval.action');

    const image = await editor.api.addImage(ORIGINAL);
    const items = menuTexts();
    const item = items.find((i) => i.text === 'editorBgRemoval.action');
    expect(item?.disabled).toBe(false);
    // SPEC §9: Paste Image stays last.
    expect(items.at(-1)?.text).toBe('editor.menu.pasteImage');
    await item?.onclick?.();
    expect(asked).toEqual([image]);

    const busy: boolean[] = [];
    editor.on('backgroundRemovalBusyChange', (b) => busy.push(b));
    editor.api.setBackgroundRemovalBusy(true);
    expect(menuTexts().find((i) => i.text === 'editorBgRemoval.action')?.disabled).toBe(true);
    editor.api.requestBackgroundRemoval();
    expect(asked).toHaveLength(1);
    editor.api.setBackgroundRemovalBusy(false);
    editor.api.requestBackgroundRemoval();
    expect(asked).toHaveLength(2);
    expect(busy).toEqual([true, false]);
  });
});
