/**
 * The box the objects of a Fabric 5/6 document cover, read from their JSON alone (left, top, width,
 * height, scale, origin, angle): a document without a workspace gets a design area fitted to its art.
 * Pure; strokes and text metrics are not measured, so the box is the objects' own boxes.
 */
type RawObject = Record<string, unknown>;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const num = (v: unknown, d: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : d;
};

const ORIGIN_FACTOR: Record<string, number> = { left: 0, top: 0, center: 0.5, right: 1, bottom: 1 };
const originFactor = (v: unknown): number => (typeof v === 'number' ? v + 0.5 : (ORIGIN_FACTOR[String(v)] ?? 0));

/** The four corners of one object's box on the canvas (Fabric 5: origin left/top unless written). */
function corners(object: RawObject): Array<[number, number]> {
  const w = num(object.width, 0) * num(object.scaleX, 1);
  const h = num(object.height, 0) * num(object.scaleY, 1);
  const angle = (num(object.angle, 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The origin point sits at (left, top); corners are offsets from it, rotated about it.
  const ox = originFactor(object.originX ?? 'left') * w;
  const oy = originFactor(object.originY ?? 'top') * h;
  const left = num(object.left, 0);
  const top = num(object.top, 0);
  return [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ].map(([x, y]) => {
    const dx = x - ox;
    const dy = y - oy;
    return [left + dx * cos - dy * sin, top + dx * sin + dy * cos] as [number, number];
  });
}

/** The union of the objects' boxes, or null when none has a size. */
export function contentBounds(objects: readonly RawObject[]): Box | null {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const object of objects) {
    if (object.visible === false) continue;
    for (const [x, y] of corners(object)) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  if (!Number.isFinite(minX) || maxX - minX < 1 || maxY - minY < 1) return null;
  return { left: minX, top: minY, width: maxX - minX, height: maxY - minY };
}
