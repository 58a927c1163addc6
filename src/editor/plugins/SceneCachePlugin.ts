import type { FabricObject } from 'fabric';
import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';

type RenderObjects = (ctx: CanvasRenderingContext2D, objects: FabricObject[]) => void;

/** What places and sizes an object on the canvas (its look is covered by its cache properties and `dirty`). */
const PLACEMENT_KEYS = [
  'left',
  'top',
  'width',
  'height',
  'scaleX',
  'scaleY',
  'angle',
  'skewX',
  'skewY',
  'flipX',
  'flipY',
  'originX',
  'originY',
  'opacity',
  'visible',
  'globalCompositeOperation',
  'clipPath',
  'dirty',
] as const;

const keysByClass = new WeakMap<object, readonly string[]>();

/** The keys recorded per object: placement, then its class's cache properties (fill, text, path…). */
function keysOf(object: FabricObject): readonly string[] {
  let keys = keysByClass.get(object.constructor);
  if (!keys) {
    const cacheProperties = (object.constructor as unknown as { cacheProperties?: readonly string[] }).cacheProperties ?? [];
    keys = [...new Set([...PLACEMENT_KEYS, ...cacheProperties])];
    keysByClass.set(object.constructor, keys);
  }
  return keys;
}

/**
 * Objects a fingerprint cannot vouch for: those inside a multi-selection (drawn relative to it, so
 * moving the selection moves them with their own values unchanged) and those clipped by a path placed
 * on the canvas (Fabric redraws these every time too).
 */
function unfingerprintable(object: FabricObject): boolean {
  const clip = object.clipPath as (FabricObject & { absolutePositioned?: boolean }) | undefined;
  return !!object.group || !!clip?.absolutePositioned || !!clip?.dirty;
}

/**
 * Selecting on a crowded design: Fabric draws the selection's controls on the same canvas as the
 * objects, so every click that only changes the selection redraws all of them (1,000 objects: ~15 ms of
 * drawing plus ~45 ms for Chromium to rasterise it in software, bench/README.md, editor). This keeps what
 * the last full render drew (background and objects, before the controls) as a bitmap with a
 * fingerprint of it: the list of objects in stacking order, each one's placement, cache properties and
 * `dirty` flag, the view, the background and the canvas size. A render whose fingerprint matches draws the bitmap instead
 * of the objects. Any change to an object (Fabric's `set` marks it dirty; moving changes its placement),
 * to the stacking, the view or the size misses and draws normally. Renders during a drag or resize are
 * left to Fabric and the drag layers.
 */
export class SceneCachePlugin implements EditorPlugin {
  static readonly pluginName = 'SceneCachePlugin';

  private readonly inner: RenderObjects;
  private bitmap: HTMLCanvasElement | null = null;
  private objects: FabricObject[] = [];
  private values: unknown[] = [];
  private view = '';

  constructor(private readonly editor: Editor) {
    const target = editor.canvas as unknown as { _renderObjects: RenderObjects };
    this.inner = target._renderObjects.bind(editor.canvas);
    target._renderObjects = (ctx, objects) => this.renderObjects(ctx, objects);
  }

  /** Whether the next render may use the bitmap (for tests). */
  get cached(): boolean {
    return this.bitmap !== null;
  }

  private renderObjects(ctx: CanvasRenderingContext2D, objects: FabricObject[]): void {
    const { canvas } = this.editor;
    if (ctx !== canvas.getContext()) {
      // An export or the cut line's mask, at another scale: the objects' own caches are redrawn at that
      // scale, and the next visible render must bring them back (else a later drag or undo pays for it).
      this.bitmap = null;
      this.inner(ctx, objects);
      return;
    }
    if ((canvas as unknown as { _currentTransform: unknown })._currentTransform) {
      // A drag, resize or rotation: every frame differs.
      this.bitmap = null;
      this.inner(ctx, objects);
      return;
    }
    if (this.bitmap && this.matches(objects)) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      // 'copy': the bitmap already holds the background, and drawing it over itself would darken edges.
      ctx.globalCompositeOperation = 'copy';
      ctx.drawImage(this.bitmap, 0, 0);
      ctx.restore();
      return;
    }
    this.inner(ctx, objects);
    this.record(objects);
  }

  private viewKey(): string {
    const { canvas } = this.editor;
    const background = canvas.backgroundColor;
    return `${canvas.viewportTransform.join(',')}|${canvas.lowerCanvasEl.width}x${canvas.lowerCanvasEl.height}|${typeof background === 'string' ? background : ''}`;
  }

  private matches(objects: FabricObject[]): boolean {
    const { canvas } = this.editor;
    if (objects.length !== this.objects.length || this.viewKey() !== this.view) return false;
    if (typeof canvas.backgroundColor !== 'string' && canvas.backgroundColor) return false;
    if (canvas.backgroundImage) return false;
    let at = 0;
    for (let i = 0; i < objects.length; i++) {
      const object = objects[i];
      if (object !== this.objects[i] || unfingerprintable(object)) return false;
      const record = object as unknown as Record<string, unknown>;
      for (const key of keysOf(object)) if (record[key] !== this.values[at++]) return false;
    }
    return true;
  }

  /** Copies what was just drawn (background and objects) and notes what it shows. */
  private record(objects: FabricObject[]): void {
    const { canvas } = this.editor;
    if (objects.some(unfingerprintable)) {
      this.bitmap = null;
      return;
    }
    const source = canvas.lowerCanvasEl;
    if (!this.bitmap || this.bitmap.width !== source.width || this.bitmap.height !== source.height) {
      this.bitmap = document.createElement('canvas');
      this.bitmap.width = source.width;
      this.bitmap.height = source.height;
    }
    const ctx = this.bitmap.getContext('2d');
    if (!ctx) {
      this.bitmap = null;
      return;
    }
    ctx.globalCompositeOperation = 'copy';
    ctx.drawImage(source, 0, 0);
    this.objects = [...objects];
    this.values = [];
    for (const object of objects) {
      const record = object as unknown as Record<string, unknown>;
      for (const key of keysOf(object)) this.values.push(record[key]);
    }
    this.view = this.viewKey();
  }

  destroy(): void {
    (this.editor.canvas as unknown as { _renderObjects: RenderObjects })._renderObjects = this.inner;
    this.bitmap = null;
  }
}
