import { Circle, type FabricObject, Group, Rect, StaticCanvas, Textbox } from 'fabric';
import { afterEach, describe, expect, it } from 'vitest';
import { isWaitingForCache } from '../document/cache-waiting';
import { setupFabric } from '../document/setup';
import { shareDiffering } from '../testing/pixels';
import { IdleCacheDrawer } from './idle-caches';

setupFabric();

const cacheOf = (o: FabricObject) => (o as unknown as { _cacheCanvas?: HTMLCanvasElement })._cacheCanvas;
const canvases: StaticCanvas[] = [];
afterEach(() => {
  for (const c of canvases.splice(0)) void c.dispose();
});

function canvasAt(): StaticCanvas {
  const canvas = new StaticCanvas(document.createElement('canvas'), { width: 240, height: 200, renderOnAddRemove: false });
  canvas.setViewportTransform([0.5, 0, 0, 0.5, 10, 10]);
  canvases.push(canvas);
  return canvas;
}

function design(): FabricObject[] {
  return [
    new Rect({ left: 20, top: 20, width: 120, height: 80, fill: '#c33', stroke: '#123', strokeWidth: 6 }),
    new Textbox('Hello sticker', { left: 60, top: 120, width: 220, fontFamily: 'Arial', fontSize: 40, fill: '#1c7ed6' }),
    new Group([new Circle({ left: 250, top: 20, radius: 40, fill: '#37b24d' }), new Rect({ left: 300, top: 60, width: 60, height: 60, fill: '#f59f00' })]),
    new Rect({ left: 200, top: 200, width: 140, height: 100, fill: '#7048e8', clipPath: new Circle({ radius: 50, originX: 'center', originY: 'center' }) }),
  ];
}

/** A new drawer on a new canvas, given the design as an import does: objects waiting, then added. */
function openDesign(): { canvas: StaticCanvas; drawer: IdleCacheDrawer; objects: FabricObject[] } {
  const canvas = canvasAt();
  const drawer = new IdleCacheDrawer(canvas);
  const objects = design();
  drawer.start(objects);
  canvas.add(...objects);
  return { canvas, drawer, objects };
}

const pixels = (canvas: StaticCanvas) => canvas.getContext().getImageData(0, 0, canvas.width, canvas.height).data;

describe('IdleCacheDrawer', () => {
  it('draws a design just opened without caches, then from them: the same picture as an ordinary render', () => {
    const ordinary = canvasAt();
    ordinary.add(...design());
    ordinary.renderAll();
    const expected = pixels(ordinary);

    const { canvas, drawer, objects } = openDesign();
    canvas.renderAll();
    const [rect, text, group, masked] = objects;
    // Drawn directly: no cache canvases, not even for the group's children; the masked rectangle
    // cannot be drawn right without its own cache and keeps it.
    expect([rect, text, group].map(cacheOf)).toEqual([undefined, undefined, undefined]);
    expect((group as Group).getObjects().map(cacheOf)).toEqual([undefined, undefined]);
    expect(cacheOf(masked)).toBeDefined();
    // The same design, up to anti-aliasing at the edges.
    expect(shareDiffering(pixels(canvas), expected, 48)).toBeLessThan(0.01);

    drawer.flush();
    expect(drawer.busy).toBe(false);
    expect(objects.every((o) => !isWaitingForCache(o))).toBe(true);
    expect([rect, text, group].every((o) => cacheOf(o) && !o.dirty)).toBe(true);
    canvas.renderAll();
    expect(shareDiffering(pixels(canvas), expected, 0)).toBe(0);
  });

  it('an export draws from caches, drawn yet or not: the same pixels before and after the idle drawing', () => {
    const { canvas, drawer } = openDesign();
    canvas.renderAll();
    const exported = () => {
      const element = canvas.toCanvasElement(0.25);
      return element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
    };
    const early = exported();
    expect(drawer.busy).toBe(true);
    drawer.flush();
    canvas.renderAll();
    expect(shareDiffering(exported(), early, 0)).toBe(0);
    drawer.destroy();
  });

  it('draws the caches by itself when the page is idle and renders once more', async () => {
    const { canvas, drawer, objects } = openDesign();
    let renders = 0;
    canvas.on('after:render', () => renders++);
    canvas.renderAll();
    expect(renders).toBe(1);
    await expect.poll(() => drawer.busy, { timeout: 3000 }).toBe(false);
    expect(objects.slice(0, 3).every((o) => cacheOf(o))).toBe(true);
    await expect.poll(() => renders, { timeout: 3000 }).toBe(2);
  });

  it('a new design cancels the earlier queue; an object removed meanwhile gets no cache', () => {
    const canvas = canvasAt();
    const drawer = new IdleCacheDrawer(canvas);
    const first = design();
    drawer.start(first);
    canvas.add(...first);
    canvas.remove(first[0]);
    const second = design().slice(0, 2);
    drawer.start(second);
    // The first design's objects draw as usual again (with caches) wherever they are drawn.
    expect(first.some(isWaitingForCache)).toBe(false);
    canvas.remove(second[1]);
    canvas.add(second[0]);
    drawer.flush();
    expect(cacheOf(second[0])).toBeDefined();
    expect(cacheOf(second[1])).toBeUndefined();
    expect(cacheOf(first[0])).toBeUndefined();
  });
});
