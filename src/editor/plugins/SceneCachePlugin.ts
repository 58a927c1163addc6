import type { FabricObject, TMat2D } from 'fabric';
import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';
import { isDrawingStraight } from '../document/cache-waiting';
import { BEHIND_EFFECT_KEYS } from '../document/effects/model';
import { intersects, type PixelBox, sceneBounds, toWholePixels, union } from './scene-bounds';

type RenderObjects = (ctx: CanvasRenderingContext2D, objects: FabricObject[]) => void;

/**
 * What places and sizes an object on the canvas (its look is covered by its cache properties and
 * `dirty`), and its cache canvas: an object of a design just opened is first drawn without one, then
 * from it (decision 72), and the bitmap follows.
 */
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
  '_cacheCanvas',
] as const;

/** More changed objects than this are drawn by a full render (an undo or a colour change is one or a few). */
const MAX_PATCHED_OBJECTS = 16;
/** A patch bigger than this share of the canvas saves too little over a full render. */
const MAX_PATCH_AREA = 0.5;

const keysByClass = new WeakMap<object, readonly string[]>();

/**
 * The keys recorded per object: placement, its class's cache properties (fill, text, path…), and the
 * settings of the effects drawn behind it (a sticker outline, Echo), which change no cache property.
 */
function keysOf(object: FabricObject): readonly string[] {
  let keys = keysByClass.get(object.constructor);
  if (!keys) {
    const cacheProperties = (object.constructor as unknown as { cacheProperties?: readonly string[] }).cacheProperties ?? [];
    keys = [...new Set([...PLACEMENT_KEYS, ...cacheProperties, ...BEHIND_EFFECT_KEYS])];
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
 * fingerprint of it: the list of objects in stacking order, each one's placement, cache properties, effect settings and
 * `dirty` flag, the view, the background and the canvas size. A render whose fingerprint matches draws the bitmap instead
 * of the objects. Any change to an object (Fabric's `set` marks it dirty; moving changes its placement),
 * to the stacking, the view or the size misses. When only a few objects changed (an undo, a colour, a
 * nudge), only the box where they were and are now is drawn again over the bitmap — every object that
 * reaches into that box, in stacking order, clipped to it (decision 64); otherwise everything is drawn.
 * Renders during a drag or resize are left to Fabric and the drag layers.
 */
export class SceneCachePlugin implements EditorPlugin {
  static readonly pluginName = 'SceneCachePlugin';

  private readonly inner: RenderObjects;
  private bitmap: HTMLCanvasElement | null = null;
  private objects: FabricObject[] = [];
  private values: unknown[] = [];
  /** Where each recorded object can leave pixels (canvas element px), null when that is unknown. */
  private bounds: Array<PixelBox | null> = [];
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
      // An export at another scale: the objects' own caches are redrawn at that scale, and the next
      // visible render must bring them back (else a later drag or undo pays for it). The cut line's
      // mask draws the objects straight and leaves their caches alone, so the bitmap still holds.
      if (!isDrawingStraight()) this.bitmap = null;
      this.inner(ctx, objects);
      return;
    }
    if ((canvas as unknown as { _currentTransform: unknown })._currentTransform) {
      // A drag, resize or rotation: every frame differs.
      this.bitmap = null;
      this.inner(ctx, objects);
      return;
    }
    const changed = this.bitmap ? this.changedSince(objects) : null;
    if (changed && changed.length === 0) {
      this.drawBitmap(ctx);
      return;
    }
    const transform = matrixOf(ctx);
    if (changed && this.patch(ctx, objects, changed, transform)) {
      this.record(objects, transform, changed);
      return;
    }
    this.inner(ctx, objects);
    this.record(objects, transform);
  }

  /** The bitmap over the whole canvas, or (with `except`) everywhere but that box. */
  private drawBitmap(ctx: CanvasRenderingContext2D, except?: PixelBox): void {
    if (!this.bitmap) return;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (except) {
      // The box keeps the background this render has just drawn; the objects go over it next.
      ctx.beginPath();
      ctx.rect(0, 0, this.bitmap.width, this.bitmap.height);
      ctx.rect(except[0], except[1], except[2] - except[0], except[3] - except[1]);
      ctx.clip('evenodd');
    }
    // 'copy': the bitmap already holds the background, and drawing it over itself would darken edges.
    ctx.globalCompositeOperation = 'copy';
    ctx.drawImage(this.bitmap, 0, 0);
    ctx.restore();
  }

  /**
   * Draws only the box the changed objects left and now cover: the bitmap elsewhere, and inside the box
   * (clipped to whole pixels, so nothing blends at its edge) every object that reaches into it, in
   * stacking order — the same drawing a full render does there. False when that cannot be done safely.
   */
  private patch(ctx: CanvasRenderingContext2D, objects: FabricObject[], changed: number[], transform: TMat2D): boolean {
    if (!this.bitmap || changed.length > MAX_PATCHED_OBJECTS) return false;
    const now = new Map<number, PixelBox>();
    let box: PixelBox | null = null;
    for (const i of changed) {
      const before = this.bounds[i];
      const after = sceneBounds(objects[i], transform);
      if (!before || !after) return false;
      now.set(i, after);
      box = union(union(box ?? before, before), after);
    }
    if (!box) return false;
    const { width, height } = this.bitmap;
    const region = toWholePixels(box, width, height);
    const area = Math.max(0, region[2] - region[0]) * Math.max(0, region[3] - region[1]);
    if (area > MAX_PATCH_AREA * width * height) return false;
    this.drawBitmap(ctx, region);
    if (area === 0) return true;
    const reaching = objects.filter((_object, i) => {
      const bounds = now.get(i) ?? this.bounds[i];
      return !bounds || intersects(bounds, region);
    });
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    ctx.rect(region[0], region[1], region[2] - region[0], region[3] - region[1]);
    ctx.clip();
    ctx.setTransform(...transform);
    this.inner(ctx, reaching);
    ctx.restore();
    return true;
  }

  private viewKey(): string {
    const { canvas } = this.editor;
    const background = canvas.backgroundColor;
    return `${canvas.viewportTransform.join(',')}|${canvas.lowerCanvasEl.width}x${canvas.lowerCanvasEl.height}|${typeof background === 'string' ? background : ''}`;
  }

  /**
   * The indexes of the objects whose fingerprint changed, or that were replaced by another object at
   * the same place in the stack, since the bitmap was recorded ([] when it still shows this scene), or
   * null when the bitmap cannot be used at all: another number of objects, view, size or background.
   */
  private changedSince(objects: FabricObject[]): number[] | null {
    const { canvas } = this.editor;
    if (objects.length !== this.objects.length || this.viewKey() !== this.view) return null;
    if (typeof canvas.backgroundColor !== 'string' && canvas.backgroundColor) return null;
    if (canvas.backgroundImage) return null;
    const changed: number[] = [];
    let at = 0;
    for (let i = 0; i < objects.length; i++) {
      const object = objects[i];
      if (unfingerprintable(object)) return null;
      const recorded = this.objects[i];
      if (object !== recorded) {
        // Replaced in place (history rebuilds an object whose gradient, path or filters changed).
        changed.push(i);
        at += keysOf(recorded).length;
        continue;
      }
      const record = object as unknown as Record<string, unknown>;
      const keys = keysOf(object);
      for (let k = 0; k < keys.length; k++) {
        if (record[keys[k]] !== this.values[at + k]) {
          changed.push(i);
          break;
        }
      }
      at += keys.length;
    }
    return changed;
  }

  /**
   * Copies what was just drawn (background and objects) and notes what it shows; after a patch only
   * the `changed` objects' boxes are measured again (the others did not move).
   */
  private record(objects: FabricObject[], transform: TMat2D, changed?: number[]): void {
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
    if (changed) for (const i of changed) this.bounds[i] = sceneBounds(objects[i], transform);
    else this.bounds = objects.map((object) => sceneBounds(object, transform));
    this.view = this.viewKey();
  }

  destroy(): void {
    (this.editor.canvas as unknown as { _renderObjects: RenderObjects })._renderObjects = this.inner;
    this.bitmap = null;
  }
}

/** The context's current transform (device pixels per scene unit), as Fabric writes matrices. */
function matrixOf(ctx: CanvasRenderingContext2D): TMat2D {
  const m = ctx.getTransform();
  return [m.a, m.b, m.c, m.d, m.e, m.f];
}
