import { FabricObject } from 'fabric';

/**
 * Objects drawn straight onto the canvas until their own cache is drawn (decision 72). Opening a design
 * used to make ~1,000 cache canvases before anything showed; a first frame without them shows the design
 * sooner, and the caches (which keep selecting, dragging and undo fast) are drawn when the page is idle.
 */
const waiting = new WeakSet<FabricObject>();

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

let installed = false;

/**
 * Teaches Fabric's `shouldCache` (called by setupFabric): an object waiting for its cache is drawn
 * without one, unless it cannot be drawn right without it (a mask, a shadow under a stroke painted
 * first: Fabric's `needsItsOwnCache`). Group children ask too, so a waiting group's children are not
 * cached one by one meanwhile.
 */
export function installCacheWaiting(): void {
  if (installed) return;
  installed = true;
  const shouldCache = FabricObject.prototype.shouldCache;
  FabricObject.prototype.shouldCache = function (this: FabricObject) {
    if (isWaitingForCache(this) && !this.needsItsOwnCache()) {
      this.ownCaching = false;
      return false;
    }
    return shouldCache.call(this);
  };
}
