import { type FabricObject, Group, type StaticCanvas } from 'fabric';
import { renderingOnScreen, stopWaiting, waitForCache } from '../document/cache-waiting';
import { type IdleDeadlineLike, whenIdle } from './when-idle';

/** Longest stretch of cache drawing when the browser gives no idle deadline (a timed-out idle callback). */
const SLICE_MS = 40;
/** An idle callback waits at most this long, so caches are drawn even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Draws an object's cache as its render would. A group's render first marks its transform as applied,
 * so that its children are drawn relative to it; without that they land off their place in its cache.
 */
function drawOwnCache(object: FabricObject): void {
  const drawable = object as unknown as { renderCache(): void; _transformDone?: boolean };
  const isGroup = object instanceof Group;
  if (isGroup) drawable._transformDone = true;
  try {
    drawable.renderCache();
  } finally {
    if (isGroup) drawable._transformDone = false;
  }
}

/**
 * Draws the caches of a design's objects when the page is idle (decision 72). Until its turn, each
 * object is drawn straight onto the visible canvas (document/cache-waiting.ts), so the design's first
 * frame does not wait for ~1,000 cache canvases. When all are drawn the canvas renders once more from them,
 * as every later render will (the scene cache counts a new cache as a change). A new design cancels
 * the previous one's queue.
 */
export class IdleCacheDrawer {
  private queue: FabricObject[] = [];
  private cancelIdle: (() => void) | null = null;
  private readonly unsubscribe: Array<() => void>;

  constructor(private readonly canvas: StaticCanvas) {
    // Waiting objects skip their caches only in this canvas's visible render (not in exports).
    this.unsubscribe = [
      canvas.on('before:render', ({ ctx }) => renderingOnScreen(ctx === canvas.getContext() ? canvas : undefined)),
      canvas.on('after:render', () => renderingOnScreen(undefined)),
    ];
  }

  /** Whether objects are still waiting for their caches (for tests and benches). */
  get busy(): boolean {
    return this.queue.length > 0;
  }

  /** Objects about to be added to the canvas: drawn without caches until their turn. */
  start(objects: FabricObject[]): void {
    this.cancel();
    this.queue = [...objects];
    waitForCache(this.queue);
    this.schedule();
  }

  cancel(): void {
    this.cancelIdle?.();
    this.cancelIdle = null;
    for (const object of this.queue) stopWaiting(object);
    this.queue = [];
  }

  /** Cancels the queue and stops listening to the canvas (the editor is destroyed). */
  destroy(): void {
    this.cancel();
    for (const off of this.unsubscribe.splice(0)) off();
  }

  /** Draws every waiting cache now (tests). */
  flush(): void {
    this.work({ timeRemaining: () => Number.POSITIVE_INFINITY, didTimeout: false });
  }

  private schedule(): void {
    this.cancelIdle = whenIdle((deadline) => this.work(deadline), { timeoutMs: IDLE_TIMEOUT_MS, fallbackSliceMs: SLICE_MS });
  }

  private work(deadline: IdleDeadlineLike): void {
    this.cancelIdle = null;
    const start = performance.now();
    const hasTime = () => (deadline.didTimeout ? performance.now() - start < SLICE_MS : deadline.timeRemaining() > 1);
    let object = this.queue.shift();
    while (object) {
      stopWaiting(object);
      // Removed meanwhile, hidden (drawn when shown) or never cached (images): nothing to draw ahead.
      if (object.canvas === this.canvas && !object.isNotVisible() && object.shouldCache()) drawOwnCache(object);
      if (!this.queue.length) {
        this.canvas.requestRenderAll();
        return;
      }
      if (!hasTime()) break;
      object = this.queue.shift();
    }
    this.schedule();
  }
}
