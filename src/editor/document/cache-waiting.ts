import { FabricObject, type StaticCanvas } from 'fabric';

/**
 * Objects drawn straight onto the canvas until their own cache is drawn (decision 72). Making every
 * cache canvas first (~1,000 for a large design) keeps the page blank; a first frame without them shows the design
 * sooner, and the caches (which keep selecting, dragging and undo fast) are drawn when the page is idle.
 */
const waiting = new WeakSet<FabricObject>();

/**
 * The canvas drawing its own visible picture right now. Only there are waiting objects drawn without
 * caches: an export, a thumbnail or the cut line's mask always draws from caches, as before, so its
 * pixels do not depend on how far the idle drawing has come.
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
    if (onScreen && isWaitingForCache(this) && canvasOf(this) === onScreen && !this.needsItsOwnCache()) {
      this.ownCaching = false;
      return false;
    }
    return shouldCache.call(this);
  };
}
