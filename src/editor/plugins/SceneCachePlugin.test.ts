import type { FabricObject } from 'fabric';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '../core/Editor';
import { mountEditor } from '../testing/mountEditor';
import { SceneCachePlugin } from './SceneCachePlugin';
import { SHAPE_KINDS } from './shapes';

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

function pixels(): Uint8ClampedArray {
  const el = editor.canvas.lowerCanvasEl;
  return el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
}

function maxDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]));
  return max;
}

/** Draws like Fabric with the cache out of the way (a fresh fingerprint each time). */
function renderUncached(): Uint8ClampedArray {
  (editor.getPlugin(SceneCachePlugin) as unknown as { objects: FabricObject[] }).objects = [];
  editor.canvas.renderAll();
  return pixels();
}

function addShapes(count: number): FabricObject[] {
  const shapes: FabricObject[] = [];
  for (let i = 0; i < count; i++) {
    const o = editor.api.addShape(SHAPE_KINDS[i % SHAPE_KINDS.length]);
    o.set({ left: (i * 97) % 1300, top: (i * 53) % 1300, fill: `hsl(${i * 37}, 70%, 50%)` }).setCoords();
    shapes.push(o);
  }
  editor.api.clearSelection();
  editor.canvas.renderAll();
  return shapes;
}

describe('scene cache', () => {
  it('draws a selection change from the bitmap, exactly as a full render does', () => {
    const shapes = addShapes(30);
    const renders = shapes.map((o) => vi.spyOn(o, 'render'));
    editor.api.selectObjects([shapes[12]]);
    editor.canvas.renderAll();
    const cached = pixels();
    // The objects were not drawn again; the controls were (the pixels match a full render with them).
    for (const spy of renders) expect(spy).not.toHaveBeenCalled();
    expect(maxDifference(cached, renderUncached())).toBe(0);
    editor.api.clearSelection();
    editor.canvas.renderAll();
    for (const spy of renders) expect(spy).toHaveBeenCalledTimes(1);
  });

  it('draws again when an object changes its look, its place or the stacking, or when the view changes', () => {
    const shapes = addShapes(10);
    const target = shapes[4];
    const spy = vi.spyOn(target, 'render');
    target.set({ fill: '#123456' });
    editor.canvas.renderAll();
    expect(spy).toHaveBeenCalledTimes(1);
    // Moved without `set` marking it dirty (a drag's end).
    target.left += 40;
    editor.canvas.renderAll();
    expect(spy).toHaveBeenCalledTimes(2);
    editor.canvas.bringObjectToFront(target);
    editor.canvas.renderAll();
    expect(spy).toHaveBeenCalledTimes(3);
    editor.api.setZoom(0.7);
    editor.canvas.renderAll();
    expect(spy).toHaveBeenCalledTimes(4);
    editor.canvas.renderAll();
    expect(spy).toHaveBeenCalledTimes(4);
    expect(maxDifference(pixels(), renderUncached())).toBe(0);
  });

  it('never draws a multi-selection from the bitmap (its objects are placed relative to it)', () => {
    const shapes = addShapes(6);
    editor.api.selectObjects([shapes[1], shapes[2]]);
    editor.canvas.renderAll();
    const spy = vi.spyOn(shapes[1], 'render');
    const selection = editor.canvas.getActiveObject()!;
    selection.set({ left: selection.left + 50 });
    editor.canvas.renderAll();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(maxDifference(pixels(), renderUncached())).toBe(0);
  });

  it("draws again after an export, which redraws the objects' own caches at its scale", () => {
    const shapes = addShapes(4);
    editor.api.stickerCanvas({ multiplier: 0.5 });
    const spy = vi.spyOn(shapes[0], 'render');
    editor.canvas.renderAll();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
