import { type FabricObject, Shadow, util } from 'fabric';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '../core/Editor';
import { drawStraight } from '../document/cache-waiting';
import { applyStickerOutline } from '../effects/stickerOutline';
import { mountEditor } from '../testing/TestEditor';
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

  it('draws again when an object gains or changes its sticker outline (drawn behind it, outside its own cache)', async () => {
    const [shape] = addShapes(3);
    await applyStickerOutline(shape, 24, '#ff00ff');
    editor.canvas.renderAll();
    expect(maxDifference(pixels(), renderUncached())).toBe(0);
    await applyStickerOutline(shape, 24, '#00ff00');
    editor.canvas.renderAll();
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

  it("keeps the bitmap and the objects' caches through the cut line's mask, which draws them straight", () => {
    const shapes = addShapes(4);
    const before = pixels();
    const caches = shapes.map((o) => (o as unknown as { _cacheCanvas?: HTMLCanvasElement })._cacheCanvas);
    const sizes = caches.map((c) => `${c?.width}x${c?.height}`);
    expect(caches.every(Boolean)).toBe(true);
    const mask = drawStraight(() => editor.api.stickerCanvas({ multiplier: 0.5 }));
    // The mask shows the shapes (some opaque pixels), drawn without their caches.
    const alpha = mask
      .getContext('2d')!
      .getImageData(0, 0, mask.width, mask.height)
      .data.filter((_, i) => i % 4 === 3);
    expect(alpha.some((a) => a === 255)).toBe(true);
    expect(shapes.map((o) => (o as unknown as { _cacheCanvas?: HTMLCanvasElement })._cacheCanvas)).toEqual(caches);
    expect(caches.map((c) => `${c?.width}x${c?.height}`)).toEqual(sizes);
    const spies = shapes.map((o) => vi.spyOn(o, 'render'));
    editor.canvas.renderAll();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(maxDifference(pixels(), before)).toBe(0);
  });

  it('keeps an object changed before the mask marked for its next render', () => {
    const [shape] = addShapes(1);
    shape.set({ fill: '#123456' });
    expect(shape.dirty).toBe(true);
    drawStraight(() => editor.api.stickerCanvas({ multiplier: 0.5 }));
    expect(shape.dirty).toBe(true);
  });

  describe('a few changed objects (decision 64)', () => {
    /** Shapes spread over the design, none near `far` (the last one, in a corner). */
    function scene(): { shapes: FabricObject[]; target: FabricObject; far: FabricObject } {
      const shapes = addShapes(24);
      const target = shapes[6];
      const far = shapes[23];
      target.set({ left: 600, top: 600 }).setCoords();
      far.set({ left: 1400, top: 1400 }).setCoords();
      editor.canvas.renderAll();
      return { shapes, target, far };
    }

    it('draws only where a moved object was and is, exactly as a full render does', () => {
      const { target, far } = scene();
      const farRender = vi.spyOn(far, 'render');
      const targetRender = vi.spyOn(target, 'render');
      target.set({ left: target.left + 90, top: target.top - 40 }).setCoords();
      editor.canvas.renderAll();
      expect(targetRender).toHaveBeenCalledTimes(1);
      expect(farRender).not.toHaveBeenCalled();
      expect(maxDifference(pixels(), renderUncached())).toBe(0);
    });

    it('draws a colour change and the objects over it in their box, exactly as a full render does', () => {
      const { shapes, target, far } = scene();
      const farRender = vi.spyOn(far, 'render');
      // An object over the target: drawn again in the box, on top, as in the full render.
      shapes[7].set({ left: target.left + 20, top: target.top + 20 }).setCoords();
      editor.canvas.renderAll();
      const aboveRender = vi.spyOn(shapes[7], 'render');
      target.set({ fill: '#0a7a33' });
      editor.canvas.renderAll();
      expect(aboveRender).toHaveBeenCalledTimes(1);
      expect(farRender).not.toHaveBeenCalled();
      expect(maxDifference(pixels(), renderUncached())).toBe(0);
    });

    it('keeps the blur of a moved shadow inside the box it draws', () => {
      const { target } = scene();
      target.set({ shadow: new Shadow({ color: 'rgba(0,0,0,0.8)', blur: 30, offsetX: 25, offsetY: 25 }) });
      editor.canvas.renderAll();
      target.set({ left: target.left - 70 }).setCoords();
      editor.canvas.renderAll();
      expect(maxDifference(pixels(), renderUncached())).toBe(0);
    });

    it('draws everything again for an object with effects drawn behind it (their reach is not boxed)', async () => {
      const { shapes, target, far } = scene();
      await applyStickerOutline(target, 24, '#ff00ff');
      editor.canvas.renderAll();
      const farRender = vi.spyOn(far, 'render');
      target.set({ left: target.left + 50 }).setCoords();
      editor.canvas.renderAll();
      expect(farRender).toHaveBeenCalledTimes(1);
      expect(maxDifference(pixels(), renderUncached())).toBe(0);
      expect(shapes.length).toBe(24);
    });

    it('undoes a move by drawing its box only, pixel for pixel the same as a full render', async () => {
      const { target, far } = scene();
      editor.api.clearHistory();
      const before = pixels();
      target.set({ left: target.left + 120 }).setCoords();
      editor.canvas.fire('object:modified', { target });
      editor.canvas.renderAll();
      const farRender = vi.spyOn(far, 'render');
      await editor.api.undo();
      editor.canvas.renderAll();
      expect(farRender).not.toHaveBeenCalled();
      expect(maxDifference(pixels(), before)).toBe(0);
      expect(maxDifference(pixels(), renderUncached())).toBe(0);
    });

    it('draws an object replaced in place (history rebuilds a gradient) in its box only', async () => {
      const { shapes, target, far } = scene();
      const index = editor.canvas.getObjects().indexOf(target);
      const [copy] = await util.enlivenObjects<FabricObject>([target.toObject()]);
      copy.set({ left: target.left + 60, fill: '#345678' });
      const farRender = vi.spyOn(far, 'render');
      editor.canvas.remove(target);
      editor.canvas.insertAt(index, copy);
      editor.canvas.renderAll();
      expect(farRender).not.toHaveBeenCalled();
      expect(maxDifference(pixels(), renderUncached())).toBe(0);
      expect(shapes).toContain(target);
    });
  });
});
