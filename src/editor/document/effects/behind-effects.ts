import { FabricObject, Group } from 'fabric';
import { outlineMethod, stickerOutlineOf, textEffectOf } from './model';
import { drawRaster, type EffectRaster, silhouetteRaster } from './silhouette';

/**
 * Effects drawn behind an object, from its rendered silhouette, by Fabric's own render step — so the
 * editor, its exports, the cut line's alpha and the server's production render all draw them with the
 * same code (decision 57):
 * - the silhouette outline of shapes, drawings and groups (`stickerOutline` + `stickerOutlineColor`);
 * - the Echo text effect: tinted copies of the text, offset down and right.
 * The objects' JSON keeps only the settings, so they stay editable; nothing is baked.
 */

/** Echo: copies of the text, farthest first, each `ECHO_STEP` × font size further, fading out. */
export const ECHO_OPACITIES = [0.2, 0.4, 0.65] as const;
export const ECHO_STEP = 0.07;

type Drawable = FabricObject & {
  fontSize?: number;
  _objects?: FabricObject[];
  _setupCompositeOperation(ctx: CanvasRenderingContext2D): void;
  _setOpacity(ctx: CanvasRenderingContext2D): void;
  _setShadow(ctx: CanvasRenderingContext2D): void;
};

function silhouetteOutline(object: FabricObject): { width: number; color: string } | null {
  if (outlineMethod(object) !== 'silhouette') return null;
  const outline = stickerOutlineOf(object);
  return outline.width > 0 ? outline : null;
}

function echoOf(object: FabricObject): { color: string; step: number } | null {
  const effect = textEffectOf(object);
  if (effect?.name !== 'echo') return null;
  return { color: effect.color, step: ((object as Drawable).fontSize ?? 40) * ECHO_STEP };
}

export function hasBehindEffects(object: FabricObject): boolean {
  return !!silhouetteOutline(object) || !!echoOf(object);
}

/** Does anything inside this group draw beyond its own box? */
function childrenHaveEffects(object: FabricObject): boolean {
  const children = (object as Drawable)._objects;
  return !!children?.some((child) => hasBehindEffects(child) || childrenHaveEffects(child));
}

/** How far the effects reach past the object's box, in its parent's units (for the off-screen test). */
function reach(object: FabricObject): number {
  const outline = silhouetteOutline(object)?.width ?? 0;
  const echo = echoOf(object);
  const scale = Math.max(Math.abs(object.scaleX), Math.abs(object.scaleY));
  return outline + (echo ? echo.step * ECHO_OPACITIES.length * scale * Math.SQRT2 : 0);
}

function nearScreen(object: FabricObject): boolean {
  const canvas = object.canvas;
  if (!canvas) return false;
  const { tl, br } = canvas.vptCoords;
  const box = object.getBoundingRect();
  const pad = reach(object);
  return box.left - pad <= br.x && box.left + box.width + pad >= tl.x && box.top - pad <= br.y && box.top + box.height + pad >= tl.y;
}

/**
 * Rasters are kept per object and made again only when what they depend on changes: the device scale,
 * the effect's settings, and the object's look (Fabric's cache properties, children and their places).
 * Moving or rotating the object reuses them.
 */
const outlineRasters = new WeakMap<FabricObject, { key: unknown[]; raster: EffectRaster }>();
const echoRasters = new WeakMap<FabricObject, { key: unknown[]; raster: EffectRaster }>();

const PLACEMENT = ['left', 'top', 'angle', 'scaleX', 'scaleY', 'skewX', 'skewY', 'flipX', 'flipY', 'opacity', 'visible', 'originX', 'originY'] as const;

/** Everything a silhouette depends on, as a flat list compared by identity. */
export function appearanceKey(object: FabricObject, out: unknown[] = []): unknown[] {
  const own = (object.constructor as typeof FabricObject).cacheProperties ?? [];
  out.push(object.constructor);
  for (const key of own) out.push((object as unknown as Record<string, unknown>)[key]);
  out.push(
    ...silhouettePixels(object),
    (object as unknown as { stickerOutline?: unknown }).stickerOutline,
    (object as unknown as { stickerOutlineColor?: unknown }).stickerOutlineColor,
  );
  out.push(textEffectOf(object));
  const children = (object as Drawable)._objects;
  if (children) {
    out.push(children.length);
    for (const child of children) {
      out.push(child);
      for (const key of PLACEMENT) out.push(child[key]);
      appearanceKey(child, out);
    }
  }
  if (object.clipPath) {
    for (const key of PLACEMENT) out.push(object.clipPath[key]);
    appearanceKey(object.clipPath as FabricObject, out);
  }
  return out;
}

/** Photo adjustments change colours only: a silhouette made before them still holds (decision 66). */
const COLOUR_ONLY_FILTERS = new Set(['Brightness', 'Contrast', 'Saturation', 'Grayscale']);

type ImagePixels = { _element?: unknown; _originalElement?: unknown; filters?: Array<{ type?: string } | null> };

/**
 * What an image's silhouette is made of: its pixels before colour-only filters (so moving an adjustment
 * slider does not trace the border again), with any filter that might change its alpha.
 */
function silhouettePixels(object: FabricObject): unknown[] {
  const { _element, _originalElement, filters = [] } = object as unknown as ImagePixels;
  const other = filters.filter((f) => f && !COLOUR_ONLY_FILTERS.has(f.type ?? ''));
  if (!_originalElement || other.length) return [_element, ...other];
  return [_originalElement];
}

const sameKey = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function cachedRaster(cache: WeakMap<FabricObject, { key: unknown[]; raster: EffectRaster }>, object: FabricObject, key: unknown[], make: () => EffectRaster): EffectRaster {
  const hit = cache.get(object);
  if (hit && sameKey(hit.key, key)) return hit.raster;
  const raster = make();
  cache.set(object, { key, raster });
  return raster;
}

/** Device pixels per unit of the object's parent (the canvas zoom, retina and enclosing groups). */
function parentPixelScale(object: FabricObject, zoom: { x: number; y: number }): number {
  return Math.sqrt(Math.abs((zoom.x / (object.scaleX || 1)) * (zoom.y / (object.scaleY || 1))));
}

/** One picture an effect draws behind the object, in its frame: offset, opacity, and whether it casts the shadow. */
export interface EffectLayer {
  raster: EffectRaster;
  dx: number;
  dy: number;
  opacity: number;
  castsShadow: boolean;
}

/**
 * The pictures drawn behind an object, farthest first, at `zoom` device pixels per object unit: the
 * canvas render and the SVG export (behind-effects-svg.ts) both draw exactly these.
 */
export function effectLayers(object: FabricObject, zoom: { x: number; y: number }): EffectLayer[] {
  const outline = silhouetteOutline(object);
  const echo = echoOf(object);
  const layers: EffectLayer[] = [];
  if (echo) {
    const key = appearanceKey(object, [zoom.x, zoom.y, echo.color]);
    const raster = cachedRaster(echoRasters, object, key, () => silhouetteRaster(object, zoom.x, zoom.y, 0, 0, echo.color));
    ECHO_OPACITIES.forEach((opacity, i) => {
      const distance = echo.step * (ECHO_OPACITIES.length - i);
      layers.push({ raster, dx: distance, dy: distance, opacity, castsShadow: false });
    });
  }
  if (outline) {
    const radius = outline.width * parentPixelScale(object, zoom);
    const key = appearanceKey(object, [zoom.x, zoom.y, radius, outline.color]);
    const raster = cachedRaster(outlineRasters, object, key, () => silhouetteRaster(object, zoom.x, zoom.y, Math.ceil(radius) + 1, radius, outline.color));
    // A border casts the object's shadow, as the die-cut sticker would.
    layers.push({ raster, dx: 0, dy: 0, opacity: 1, castsShadow: true });
  }
  return layers;
}

function drawBehind(object: Drawable, ctx: CanvasRenderingContext2D): void {
  const layers = effectLayers(object, object.getTotalObjectScaling());
  ctx.save();
  object._setupCompositeOperation(ctx);
  object.transform(ctx);
  object._setOpacity(ctx);
  const alpha = ctx.globalAlpha;
  for (const layer of layers) {
    ctx.globalAlpha = alpha * layer.opacity;
    if (layer.castsShadow) object._setShadow(ctx);
    drawRaster(ctx, layer.raster, layer.dx, layer.dy);
  }
  ctx.restore();
}

let installed = false;

/**
 * Teaches Fabric to draw these effects (called by setupFabric, before any object is drawn): every
 * object's render first draws its effects, then itself (an object counts as on screen when its effects
 * are); a group whose children have effects is drawn
 * without a group cache, which would cut off what reaches past its box (as Fabric does for shadows).
 */
export function installBehindEffects(): void {
  if (installed) return;
  installed = true;
  const render = FabricObject.prototype.render;
  FabricObject.prototype.render = function (this: Drawable, ctx: CanvasRenderingContext2D) {
    if (hasBehindEffects(this) && !this.isNotVisible() && (!this.canvas?.skipOffscreen || this.group || this.isOnScreen())) drawBehind(this, ctx);
    render.call(this, ctx);
  };
  // Fabric skips drawing an object off screen (text checks before anything else): with effects, an
  // object whose effects reach the screen is on it — the server's strips depend on this at each seam.
  const isOnScreen = FabricObject.prototype.isOnScreen;
  FabricObject.prototype.isOnScreen = function (this: FabricObject) {
    return isOnScreen.call(this) || (hasBehindEffects(this) && nearScreen(this));
  };
  const shouldCache = Group.prototype.shouldCache;
  Group.prototype.shouldCache = function (this: Group) {
    if (!this.needsItsOwnCache() && childrenHaveEffects(this)) {
      this.ownCaching = false;
      return false;
    }
    return shouldCache.call(this);
  };
}
