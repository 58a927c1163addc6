import { FabricObject, type StaticCanvas } from 'fabric';

/**
 * Objects drawn straight onto the canvas until their own cache is drawn (decision 72). Making every
 * cache canvas first (~1,000 for a large design) keeps the page blank; a first frame without them shows the design
 * sooner, and the caches (which keep selecting, dragging and undo fast) are drawn when the page is idle.
 */
const waiting = new WeakSet<FabricObject>();

/**
 * The canvas drawing its own visible picture right now. Only there are waiting objects drawn without
 * caches: an export or a thumbnail always draws from caches, and the cut line's mask draws every object
 * straight (`drawStraight`), so neither's pixels depend on how far the idle drawing has come.
 */
let onScreen: StaticCanvas | undefined;

/** Called around a canvas's visible render (core/idle-caches.ts listens to its render events). */
export function renderingOnScreen(canvas: StaticCanvas | undefined): void {
  onScreen = canvas;
}

/** Marks objects to be drawn without a cache until `stopWaiting`. */
export function waitForCache(objects: Iterable<FabricObject>): void {
  for (const object of objects) waiting.add(object);
}

export function stopWaiting(object: FabricObject): void {
  waiting.delete(object);
}

/** Is this object, or a group it is in, waiting for its cache? */
export function isWaitingForCache(object: FabricObject): boolean {
  for (let at: FabricObject | undefined = object; at; at = at.parent) if (waiting.has(at)) return true;
  return false;
}

/** The canvas an object is drawn on (a group's children through their top group). */
function canvasOf(object: FabricObject): StaticCanvas | undefined {
  let top = object;
  while (top.parent) top = top.parent;
  return top.canvas;
}

/** Set while an off-screen render draws every object straight (`drawStraight`). */
let straight = false;

/**
 * Runs an off-screen render (the cut line's mask) with every object drawn straight onto its context,
 * as a waiting object is, except those that cannot be drawn right without a cache (`needsItsOwnCache`).
 * Each object's cache and `dirty` flag are left as they were. Drawing from caches there would first
 * redraw ~1,000 caches at the mask's scale, then again at the screen's on its next render.
 */
export function drawStraight<T>(render: () => T): T {
  straight = true;
  try {
    return render();
  } finally {
    straight = false;
  }
}

/** Is an off-screen render drawing straight (`drawStraight`) right now? */
export function isDrawingStraight(): boolean {
  return straight;
}

type CacheFields = { _cacheCanvas?: HTMLCanvasElement; _cacheContext?: CanvasRenderingContext2D | null; dirty: boolean };

let installed = false;

/**
 * Teaches Fabric's `shouldCache` (called by setupFabric): an object waiting for its cache is drawn
 * without one in its canvas's visible render, unless it cannot be drawn right without it (a mask, a
 * shadow under a stroke painted first: Fabric's `needsItsOwnCache`). Group children ask too, so a
 * waiting group's children are not cached one by one meanwhile.
 */
export function installCacheWaiting(): void {
  if (installed) return;
  installed = true;
  const shouldCache = FabricObject.prototype.shouldCache;
  FabricObject.prototype.shouldCache = function (this: FabricObject) {
    if ((straight || (onScreen && isWaitingForCache(this) && canvasOf(this) === onScreen)) && !this.needsItsOwnCache()) {
      this.ownCaching = false;
      return false;
    }
    return shouldCache.call(this);
  };
  // Fabric drops the cache of an object drawn without one and marks it clean: not in a straight render.
  const render = FabricObject.prototype.render;
  FabricObject.prototype.render = function (this: FabricObject, ctx: CanvasRenderingContext2D) {
    if (!straight) return render.call(this, ctx);
    const fields = this as unknown as CacheFields;
    const kept = { canvas: fields._cacheCanvas, context: fields._cacheContext, dirty: fields.dirty };
    render.call(this, ctx);
    fields._cacheCanvas = kept.canvas;
    fields._cacheContext = kept.context;
    fields.dirty = kept.dirty;
  };
}
