import { type FabricObject, type TMat2D, util } from 'fabric';
import { hasBehindEffects } from '../document/effects/behind-effects';

/** A box on the canvas element, in its pixels: [left, top, right, bottom]. */
export type PixelBox = [number, number, number, number];

type Drawn = FabricObject & {
  fontSize?: number;
  strokeMiterLimit?: number;
  _objects?: FabricObject[];
};

/** Anti-aliasing and rounding: a pixel more than the maths says, each side. */
const EDGE_PX = 2;

/**
 * How far past its box (in its parent's units) an object may draw: a stroke's mitred corners, glyphs
 * that overhang a text's box (Fabric's text cache leaves a font size of room for them), a shadow's blur
 * and offset; for a group, the furthest any child reaches. `Infinity` when we cannot tell: effects drawn
 * behind the object (decision 57) follow its silhouette.
 */
function reach(object: Drawn): number {
  if (hasBehindEffects(object)) return Number.POSITIVE_INFINITY;
  let own = 0;
  if (object.stroke && object.strokeWidth) own += (object.strokeWidth * Math.max(1, object.strokeMiterLimit ?? 4)) / 2;
  if (typeof object.fontSize === 'number') own += object.fontSize;
  for (const child of object._objects ?? []) own = Math.max(own, reach(child as Drawn));
  const scale = Math.max(Math.abs(object.scaleX), Math.abs(object.scaleY), 1);
  const shadow = object.shadow;
  const shadowReach = shadow ? 1.5 * (shadow.blur ?? 0) + Math.abs(shadow.offsetX ?? 0) + Math.abs(shadow.offsetY ?? 0) : 0;
  return (own + shadowReach) * scale;
}

/**
 * Where a top-level object can leave pixels on the canvas element under the view `vpt`, with room to
 * spare, or null when that cannot be bounded (the scene cache then draws everything again).
 */
export function sceneBounds(object: FabricObject, vpt: TMat2D): PixelBox | null {
  const margin = reach(object as Drawn);
  if (!Number.isFinite(margin)) return null;
  const { tl, tr, br, bl } = object.calcACoords();
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const corner of [tl, tr, br, bl]) {
    const p = util.transformPoint(corner, vpt);
    left = Math.min(left, p.x);
    top = Math.min(top, p.y);
    right = Math.max(right, p.x);
    bottom = Math.max(bottom, p.y);
  }
  const zoom = Math.max(Math.hypot(vpt[0], vpt[1]), Math.hypot(vpt[2], vpt[3]));
  const pad = margin * zoom + EDGE_PX;
  if (![left, top, right, bottom, pad].every(Number.isFinite)) return null;
  return [left - pad, top - pad, right + pad, bottom + pad];
}

export function union(a: PixelBox, b: PixelBox): PixelBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

export function intersects(a: PixelBox, b: PixelBox): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/** The box grown to whole pixels and cut to the canvas element (so a clip to it has no soft edge). */
export function toWholePixels(box: PixelBox, width: number, height: number): PixelBox {
  return [Math.max(0, Math.floor(box[0])), Math.max(0, Math.floor(box[1])), Math.min(width, Math.ceil(box[2])), Math.min(height, Math.ceil(box[3]))];
}
