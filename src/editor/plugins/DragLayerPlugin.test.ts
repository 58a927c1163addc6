import { FabricText } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { mountEditor } from '../testing/TestEditor';
import { DragLayerPlugin } from './DragLayerPlugin';
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

describe('drag layers', () => {
  it('draws a drag frame like a normal render, with objects under and over the moving one', () => {
    for (let i = 0; i < 40; i++) {
      const o = editor.api.addShape(SHAPE_KINDS[i % SHAPE_KINDS.length]);
      o.set({ left: (i * 97) % 1300, top: (i * 53) % 1300, fill: `hsl(${i * 37}, 70%, 50%)` }).setCoords();
    }
    editor.api.addText('Over the top');
    const moving = editor.canvas.getObjects()[20];
    editor.api.selectObjects([moving]);
    editor.canvas.fire('object:moving', { target: moving } as never);
    moving.set({ left: moving.left + 120, top: moving.top + 40 }).setCoords();
    editor.canvas.renderAll();
    const layered = pixels();
    expect((editor.getPlugin(DragLayerPlugin) as unknown as { layers: unknown }).layers).not.toBeNull();
    // The drag ends (object:modified) while the guide lines drawn for the move are still shown.
    editor.canvas.fire('object:modified', { target: moving } as never);
    editor.canvas.renderAll();
    const normal = pixels();
    expect(maxDifference(layered, normal)).toBeLessThanOrEqual(3);
  });

  it('keeps text caches at whole pixels, so a second render does not redraw them', () => {
    const text = editor.api.addText('Cached');
    editor.api.setZoom(0.413);
    editor.canvas.renderAll();
    const cache = (text as unknown as { _cacheCanvas: HTMLCanvasElement })._cacheCanvas;
    const dims = (text as unknown as { _getCacheCanvasDimensions(): { width: number; height: number } })._getCacheCanvasDimensions();
    expect(Number.isInteger(dims.width) && Number.isInteger(dims.height)).toBe(true);
    expect([cache.width, cache.height]).toEqual([dims.width, dims.height]);
    expect(text).toBeInstanceOf(FabricText);
  });
});
