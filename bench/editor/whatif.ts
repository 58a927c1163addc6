/**
 * What-ifs for `npm run bench -- editor --what-if`: prototypes of the changes proposed for src/editor,
 * applied to the bench page at run time (src/ is not touched), so their effect is measured in the same
 * run as the editor as it is. See bench/README.md "## editor".
 */
import { type Canvas, type FabricObject, FabricText } from 'fabric';

type CacheDims = { width: number; height: number };

/**
 * Fabric 7's FabricText pads its cache size by `fontSize × zoom`, a fraction at most zooms, while
 * `_updateCacheCanvas` compares that size with the (whole-pixel) cache canvas: they never match, so every
 * text's cache canvas is resized and its text drawn again on every frame. Whole pixels stop that.
 */
export function wholePixelTextCache(): void {
  const proto = FabricText.prototype as unknown as { _getCacheCanvasDimensions(): CacheDims; __wholePixels?: boolean };
  if (proto.__wholePixels) return;
  proto.__wholePixels = true;
  const base = proto._getCacheCanvasDimensions;
  proto._getCacheCanvasDimensions = function (this: unknown) {
    const dims = base.call(this);
    dims.width = Math.ceil(dims.width);
    dims.height = Math.ceil(dims.height);
    return dims;
  };
}

type Layers = { below: HTMLCanvasElement; above: HTMLCanvasElement; middle: FabricObject[]; known: Set<FabricObject>; vpt: string; size: string };

/**
 * While objects are being moved, everything under them and everything over them is drawn once into two
 * bitmaps (the stacking order is kept); each frame then draws the background, the bitmap below, the
 * moving objects, the bitmap above, and whatever was added since (the guide lines). Only plain source-over
 * designs use it (a blend mode would not survive being flattened), and any change of the view, of the
 * canvas size or of the objects other than the moving ones ends it.
 */
export function dragLayers(canvas: Canvas, isDynamic: (o: FabricObject) => boolean): () => void {
  let layers: Layers | null = null;
  let moving = false;
  const target = canvas as unknown as { _renderObjects(ctx: CanvasRenderingContext2D, objects: FabricObject[]): void };
  const original = target._renderObjects.bind(canvas);
  const key = () => canvas.viewportTransform.join(',');
  const size = () => `${canvas.lowerCanvasEl.width}x${canvas.lowerCanvasEl.height}`;

  const paint = (into: HTMLCanvasElement, objects: FabricObject[]) => {
    const ctx = into.getContext('2d')!;
    const r = canvas.getRetinaScaling();
    const v = canvas.viewportTransform;
    ctx.setTransform(r, 0, 0, r, 0, 0);
    ctx.transform(v[0], v[1], v[2], v[3], v[4], v[5]);
    for (const o of objects) o.render(ctx);
  };

  const build = (objects: FabricObject[]): Layers | null => {
    const active = new Set(canvas.getActiveObjects());
    if (!active.size) return null;
    const stable = objects.filter((o) => !isDynamic(o));
    if (stable.some((o) => o.globalCompositeOperation && o.globalCompositeOperation !== 'source-over')) return null;
    const idx = stable.map((o, i) => (active.has(o) ? i : -1)).filter((i) => i >= 0);
    if (!idx.length) return null;
    const first = idx[0];
    const last = idx[idx.length - 1];
    const make = () => {
      const c = document.createElement('canvas');
      c.width = canvas.lowerCanvasEl.width;
      c.height = canvas.lowerCanvasEl.height;
      return c;
    };
    const below = make();
    const above = make();
    paint(below, stable.slice(0, first));
    paint(above, stable.slice(last + 1));
    return { below, above, middle: stable.slice(first, last + 1), known: new Set(stable), vpt: key(), size: size() };
  };

  const blit = (ctx: CanvasRenderingContext2D, bitmap: HTMLCanvasElement) => {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(bitmap, 0, 0);
    ctx.restore();
  };

  target._renderObjects = (ctx, objects) => {
    if (!moving || ctx !== canvas.getContext()) return original(ctx, objects);
    if (layers && (layers.vpt !== key() || layers.size !== size() || objects.some((o) => !isDynamic(o) && !layers!.known.has(o)))) layers = null;
    if (layers && objects.filter((o) => !isDynamic(o)).length !== layers.known.size) layers = null;
    layers ??= build(objects);
    if (!layers) return original(ctx, objects);
    blit(ctx, layers.below);
    for (const o of layers.middle) o.render(ctx);
    blit(ctx, layers.above);
    for (const o of objects) if (isDynamic(o)) o.render(ctx);
  };

  const start = () => {
    moving = true;
  };
  const end = () => {
    moving = false;
    layers = null;
  };
  const offs = [canvas.on('object:moving', start), canvas.on('mouse:up', end), canvas.on('object:modified', end), canvas.on('selection:cleared', end)];
  return () => {
    for (const off of offs) off();
    target._renderObjects = original;
    end();
  };
}

type WithId = FabricObject & { id?: string; isGuide?: boolean };
const isWorkspace = (o: FabricObject) => (o as WithId).id === 'workspace';
const designObjects = (canvas: Canvas) => canvas.getObjects().filter((o) => !isWorkspace(o) && (o as WithId).isGuide !== true);

/** A copy of HistoryPlugin's `reorder` (src/editor/plugins/HistoryPlugin.ts) as written, to time it alone. */
function reorderAsWritten(canvas: Canvas, order: string[]): void {
  const current = designObjects(canvas);
  const base = canvas.getObjects().findIndex(isWorkspace) + 1;
  order.forEach((id, i) => {
    const object = current.find((o) => (o as WithId).id === id);
    if (object && canvas.getObjects().indexOf(object) !== base + i) canvas.moveObjectTo(object, base + i);
  });
}

/** The proposal: return at once when the order is unchanged (a move, a colour change), else look ids up in a map. */
function reorderProposed(canvas: Canvas, order: string[]): void {
  const all = canvas.getObjects();
  const current = all.filter((o) => !isWorkspace(o) && (o as WithId).isGuide !== true);
  if (current.length === order.length && current.every((o, i) => (o as WithId).id === order[i])) return;
  const byId = new Map(current.map((o) => [(o as WithId).id, o]));
  const base = all.findIndex(isWorkspace) + 1;
  order.forEach((id, i) => {
    const object = byId.get(id);
    if (object && canvas.item(base + i) !== object) canvas.moveObjectTo(object, base + i);
  });
}

/** Median ms of undo's reorder step on this canvas with its order unchanged (as after a move): as written and proposed. */
export function timeReorder(canvas: Canvas, runs = 15): { asWritten: number; proposed: number } {
  const order = designObjects(canvas).map((o) => (o as WithId).id ?? '');
  const time = (fn: (c: Canvas, o: string[]) => void) => {
    const t: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      fn(canvas, order);
      t.push(performance.now() - t0);
    }
    return t.sort((a, b) => a - b)[Math.floor(runs / 2)];
  };
  return { asWritten: time(reorderAsWritten), proposed: time(reorderProposed) };
}
