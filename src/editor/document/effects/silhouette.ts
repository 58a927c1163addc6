import { Color, type FabricObject, util } from 'fabric';
import { squaredDistance } from '../../../shared/cutline/distance';

/** Pixels at least this opaque count as the object's shape (half coverage: the geometric edge). */
export const SHAPE_ALPHA = 128;

/**
 * Largest raster an effect draws, browser and server alike (Fabric caps its own caches the same way):
 * beyond it the raster is drawn smaller and scaled up, so the outline's edge softens by that factor.
 */
export const MAX_RASTER_PIXELS = 4096 * 1024;
export const MAX_RASTER_SIDE = 4096;

/**
 * Grows the opaque part of an RGBA image by `radius` pixels and paints it in `rgba` (straight colour,
 * alpha 0–1), in place: a pixel within `radius` of the shape is covered, with one pixel of anti-aliasing
 * at the rim; the shape's own soft edge is kept under it. Exact Euclidean distances, so the outline
 * is round at corners whatever the radius.
 */
export function dilateInPlace(pixels: Uint8ClampedArray, width: number, height: number, radius: number, rgba: [number, number, number, number]): void {
  const shape = new Uint8Array(width * height);
  for (let i = 0; i < shape.length; i++) shape[i] = pixels[i * 4 + 3] >= SHAPE_ALPHA ? 1 : 0;
  const distance = squaredDistance(shape, width, height);
  const [r, g, b, a] = rgba;
  for (let i = 0; i < shape.length; i++) {
    // The shape's edge lies about half a pixel beyond its pixels' centres: the outline ends `radius` past it.
    const coverage = Math.min(1, Math.max(0, radius + 1 - Math.sqrt(distance[i]), pixels[i * 4 + 3] / 255));
    const p = i * 4;
    pixels[p] = r;
    pixels[p + 1] = g;
    pixels[p + 2] = b;
    pixels[p + 3] = Math.round(coverage * a * 255);
  }
}

/** An effect's picture in the object's own (unrotated) frame: draw it scaled by 1/zoom, centred. */
export interface EffectRaster {
  canvas: HTMLCanvasElement;
  zoomX: number;
  zoomY: number;
}

/**
 * The object drawn alone (no shadow, opacity or transform of its own) on a new canvas, `zoomX` × `zoomY`
 * device pixels per object unit, with `margin` device pixels free around it, then coloured: grown by
 * `radius` pixels (an outline) or, with radius 0, just tinted (an echo's copy).
 */
export function silhouetteRaster(object: FabricObject, zoomX: number, zoomY: number, margin: number, radius: number, color: string): EffectRaster {
  const size = object._getTransformedDimensions({ skewX: 0, skewY: 0 });
  const local = { x: size.x / (object.scaleX || 1), y: size.y / (object.scaleY || 1) };
  const sides = (zx: number, zy: number, m: number) => ({ w: Math.ceil(local.x * zx + 2 * m + 2), h: Math.ceil(local.y * zy + 2 * m + 2) });
  let { w, h } = sides(zoomX, zoomY, margin);
  const fit = Math.min(1, Math.sqrt(MAX_RASTER_PIXELS / (w * h)), MAX_RASTER_SIDE / Math.max(w, h));
  if (fit < 1) {
    zoomX *= fit;
    zoomY *= fit;
    margin *= fit;
    radius *= fit;
    ({ w, h } = sides(zoomX, zoomY, margin));
  }
  const canvas = util.createCanvasElement();
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return { canvas, zoomX, zoomY };
  ctx.translate(w / 2, h / 2);
  ctx.scale(zoomX, zoomY);
  drawAlone(object, ctx, { zoomX, zoomY, cacheTranslationX: w / 2, cacheTranslationY: h / 2, width: w, height: h });
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const [r, g, b, a] = new Color(color).getSource();
  if (radius > 0) {
    const image = ctx.getImageData(0, 0, w, h);
    dilateInPlace(image.data, w, h, radius, [r, g, b, a]);
    ctx.putImageData(image, 0, 0);
  } else {
    ctx.globalCompositeOperation = 'source-in';
    ctx.fillStyle = `rgba(${r},${g},${b},${a})`;
    ctx.fillRect(0, 0, w, h);
  }
  return { canvas, zoomX, zoomY };
}

type DrawContext = { zoomX: number; zoomY: number; cacheTranslationX: number; cacheTranslationY: number; width: number; height: number };

/** Fabric's own drawing step (what its cache does); a group's children draw relative to it, as in Group.render. */
function drawAlone(object: FabricObject, ctx: CanvasRenderingContext2D, context: DrawContext): void {
  const group = object as FabricObject & { _transformDone?: boolean };
  const done = group._transformDone;
  group._transformDone = true;
  try {
    object.drawObject(ctx, false, { ...context, parentClipPaths: [] });
  } finally {
    group._transformDone = done;
  }
}

/** Draws a raster made by silhouetteRaster in the object's frame (the context already transformed to it). */
export function drawRaster(ctx: CanvasRenderingContext2D, raster: EffectRaster, dx = 0, dy = 0): void {
  ctx.save();
  ctx.translate(dx, dy);
  ctx.scale(1 / raster.zoomX, 1 / raster.zoomY);
  ctx.drawImage(raster.canvas, -raster.canvas.width / 2, -raster.canvas.height / 2);
  ctx.restore();
}
