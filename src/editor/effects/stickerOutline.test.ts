import type { FabricObject } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { designObjects, serializeObject } from '../core/objects';
import { isRed, stickerPixels } from '../testing/pixels';
import { mountEditor } from '../testing/TestEditor';

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

/** The sticker image at 1 px per design unit, read back. */

function blueBox(left: number, top: number): FabricObject {
  const box = editor.api.addShape('rectangle');
  editor.transact('test set-up', [box], () => {
    box.set({ left, top, width: 200, height: 100, fill: '#0000ff', strokeWidth: 0, scaleX: 1, scaleY: 1, angle: 0 });
    box.setCoords();
  });
  return box;
}

describe('sticker outline on shapes and groups (silhouette)', () => {
  it('draws a red border of the chosen width around a shape, and removes it', async () => {
    const box = blueBox(400, 400);
    editor.api.selectObjects([box]);
    await editor.api.setStickerOutline(20, '#ff0000');
    expect(serializeObject(box)).toMatchObject({ stickerOutline: 20, stickerOutlineColor: '#ff0000' });
    let at = stickerPixels(editor);
    expect(at(450, 450)[2]).toBeGreaterThan(200); // the shape itself stays on top
    expect(isRed(at(395, 450))).toBe(true);
    expect(isRed(at(382, 450))).toBe(true);
    expect(at(375, 450)[3]).toBe(0);
    expect(isRed(at(450, 518))).toBe(true);
    expect(at(450, 525)[3]).toBe(0);
    // Round corners: 14 px out on both axes is inside the radius (19.8), 16 px is not (22.6).
    expect(isRed(at(386, 386))).toBe(true);
    expect(at(383, 383)[3]).toBe(0);
    await editor.api.setStickerOutline(0);
    at = stickerPixels(editor);
    expect(at(395, 450)[3]).toBe(0);
  });

  it('covers the area of the grown shape, as the server render does (render-effects.test.ts)', async () => {
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 400, height: 400 },
      objects: [{ type: 'Rect', left: 150, top: 150, width: 100, height: 100, fill: '#0000ff', strokeWidth: 0, stickerOutline: 20, stickerOutlineColor: '#ff0000' }],
    });
    const canvas = editor.api.stickerCanvas({ multiplier: 1 });
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let covered = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 127) covered++;
    const grownBoxArea = 140 * 140 - (4 - Math.PI) * 20 * 20;
    expect(Math.abs(covered - grownBoxArea) / grownBoxArea).toBeLessThan(0.015);
  });

  it('outlines a group of mixed objects as one silhouette and a multi-selection object by object', async () => {
    const box = blueBox(300, 300);
    const text = editor.api.addText('Hi');
    text.set({ left: 520, top: 300, fontSize: 80, fill: '#00aa00' });
    text.setCoords();
    editor.api.selectObjects([box, text]);
    await editor.api.setStickerOutline(10, '#ff0000');
    expect(box.get('stickerOutline')).toBe(10);
    expect(text).toMatchObject({ stroke: '#ff0000', strokeWidth: 20, paintFirst: 'stroke' });
    editor.api.selectObjects([box, text]);
    await editor.api.setStickerOutline(0);
    editor.api.selectObjects([box, text]);
    const group = editor.api.groupSelected()!;
    editor.api.selectObjects([group]);
    await editor.api.setStickerOutline(12, '#ff0000');
    const at = stickerPixels(editor);
    expect(isRed(at(292, 350))).toBe(true);
    expect(at(285, 350)[3]).toBe(0);
    expect(serializeObject(group)).toMatchObject({ stickerOutline: 12, stickerOutlineColor: '#ff0000' });
  });

  it('is one undo step, survives save and load, and keeps its colour when only the width changes', async () => {
    const box = blueBox(400, 400);
    editor.api.selectObjects([box]);
    await editor.api.setStickerOutline(16, '#ff0000');
    editor.api.selectObjects([box]);
    await editor.api.setStickerOutline(24);
    expect(box.get('stickerOutlineColor')).toBe('#ff0000');
    await editor.api.undo();
    const restored = designObjects(editor.canvas)[0];
    expect(restored.get('stickerOutline')).toBe(16);
    await editor.api.undo();
    expect(designObjects(editor.canvas)[0].get('stickerOutline') ?? 0).toBe(0);
    await editor.api.redo();
    const json = await editor.getJson();
    await editor.importJson(json);
    const loaded = designObjects(editor.canvas)[0];
    expect(loaded.get('stickerOutline')).toBe(16);
    expect(isRed(stickerPixels(editor)(390, 450))).toBe(true);
  });

  it('still loads an old document whose image carries a baked white border', async () => {
    const c = document.createElement('canvas');
    c.width = c.height = 40;
    c.getContext('2d')!.fillRect(5, 5, 30, 30);
    const img = await editor.api.addImage(c.toDataURL());
    editor.api.selectObjects([img]);
    await editor.api.setStickerOutline(6, '#00ff00');
    const json = await editor.getJson();
    const old = JSON.parse(JSON.stringify(json));
    for (const o of old.objects) delete o.stickerOutlineColor;
    await editor.importJson(old);
    const loaded = designObjects(editor.canvas)[0];
    expect(loaded.type).toBe('image');
    expect(loaded.get('stickerOutline')).toBe(6);
  });
});
