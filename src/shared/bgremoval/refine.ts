/**
 * Hand refinements on a removal's result, as remove.bg and Canva offer: keep and erase brush strokes,
 * and a click that keeps or removes the connected region of similar colour under it. Each refinement is
 * a small record (an operation), so undo is dropping the last one and replaying the rest, and the
 * refinements survive a re-run of the removal with other settings. Pixel coordinates are the image's.
 */
import { srgbToOklab } from './oklab';
import type { RgbaImage } from './types';

export type RefineMode = 'keep' | 'erase';

export type RefineOp =
  /** A brush stroke: circles of `radius` along the polyline through `points` ([x, y] pairs, image pixels). */
  | { kind: 'stroke'; mode: RefineMode; radius: number; points: Array<[number, number]> }
  /** The 4-connected region around (x, y) whose colours are within `tolerance` (OKLab × 100) of the clicked one. */
  | { kind: 'region'; mode: RefineMode; x: number; y: number; tolerance: number };

/** Per pixel: what the user asked for there (the last operation wins). */
export const UNTOUCHED = 0;
export const KEEP = 1;
export const ERASE = 2;

/** Colour distance for click-to-keep / click-to-remove: one shade of a flat area with its grain, not its outline. */
export const DEFAULT_REGION_TOLERANCE = 10;

/** Pixels changed by an operation, inclusive; empty when x0 > x1. */
export interface DirtyRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const EMPTY: DirtyRect = { x0: 1, y0: 1, x1: 0, y1: 0 };

/** Marks the pixels a stroke covers (pixel centres within the radius of the polyline). */
export function paintStroke(overrides: Uint8Array, width: number, height: number, op: Extract<RefineOp, { kind: 'stroke' }>): DirtyRect {
  const value = op.mode === 'keep' ? KEEP : ERASE;
  const r = Math.max(0.5, op.radius);
  const pts = op.points.length === 1 ? [op.points[0], op.points[0]] : op.points;
  let rect = EMPTY;
  for (let k = 0; k + 1 < pts.length; k++) {
    const [ax, ay] = pts[k];
    const [bx, by] = pts[k + 1];
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + r));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + r));
    if (x0 > x1 || y0 > y1) continue;
    const dx = bx - ax;
    const dy = by - ay;
    const l2 = dx * dx + dy * dy;
    const r2 = r * r;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - ax;
        const py = y + 0.5 - ay;
        const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / l2));
        const ex = px - t * dx;
        const ey = py - t * dy;
        if (ex * ex + ey * ey <= r2) overrides[y * width + x] = value;
      }
    }
    rect = union(rect, { x0, y0, x1, y1 });
  }
  return rect;
}

/** Marks the connected region of similar colour around the clicked pixel (on the original image). */
export function fillRegion(overrides: Uint8Array, original: RgbaImage, op: Extract<RefineOp, { kind: 'region' }>): DirtyRect {
  const { data, width, height } = original;
  const sx = Math.floor(op.x);
  const sy = Math.floor(op.y);
  if (sx < 0 || sy < 0 || sx >= width || sy >= height) return EMPTY;
  const value = op.mode === 'keep' ? KEEP : ERASE;
  const seed = new Float32Array(3);
  const lab = new Float32Array(3);
  const start = sy * width + sx;
  srgbToOklab(data[start * 4], data[start * 4 + 1], data[start * 4 + 2], seed);
  const t2 = op.tolerance * op.tolerance;
  const similar = (i: number) => {
    srgbToOklab(data[i * 4], data[i * 4 + 1], data[i * 4 + 2], lab);
    const a = lab[0] - seed[0];
    const b = lab[1] - seed[1];
    const c = lab[2] - seed[2];
    return a * a + b * b + c * c <= t2;
  };
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  seen[start] = 1;
  queue[tail++] = start;
  const rect = { x0: sx, y0: sy, x1: sx, y1: sy };
  while (head < tail) {
    const i = queue[head++];
    overrides[i] = value;
    const x = i % width;
    const y = (i - x) / width;
    if (x < rect.x0) rect.x0 = x;
    if (x > rect.x1) rect.x1 = x;
    if (y < rect.y0) rect.y0 = y;
    if (y > rect.y1) rect.y1 = y;
    const visit = (j: number) => {
      if (seen[j]) return;
      seen[j] = 1;
      if (similar(j)) queue[tail++] = j;
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (y > 0) visit(i - width);
    if (y < height - 1) visit(i + width);
  }
  return rect;
}

/** Applies one operation to the override map. */
export function applyOp(overrides: Uint8Array, original: RgbaImage, op: RefineOp): DirtyRect {
  return op.kind === 'stroke' ? paintStroke(overrides, original.width, original.height, op) : fillRegion(overrides, original, op);
}

/** The override map after all operations, in order (undo = replay without the last one). */
export function replayOps(original: RgbaImage, ops: readonly RefineOp[]): Uint8Array {
  const overrides = new Uint8Array(original.width * original.height);
  for (const op of ops) applyOp(overrides, original, op);
  return overrides;
}

/**
 * The refined result: where the user kept, the original pixel at full opacity; where they erased,
 * transparent; elsewhere the removal's own pixel. Writes into `out` (within `rect` when given).
 */
export function composeRefined(
  removed: Uint8ClampedArray,
  original: Uint8ClampedArray,
  overrides: Uint8Array,
  width: number,
  out: Uint8ClampedArray,
  rect?: DirtyRect,
): Uint8ClampedArray {
  const height = overrides.length / width;
  const r = rect ?? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  for (let y = Math.max(0, r.y0); y <= Math.min(height - 1, r.y1); y++) {
    for (let x = Math.max(0, r.x0), i = y * width + x; x <= Math.min(width - 1, r.x1); x++, i++) {
      const o = i * 4;
      const mark = overrides[i];
      const source = mark === KEEP ? original : removed;
      if (mark === ERASE) {
        out[o] = out[o + 1] = out[o + 2] = out[o + 3] = 0;
        continue;
      }
      out[o] = source[o];
      out[o + 1] = source[o + 1];
      out[o + 2] = source[o + 2];
      out[o + 3] = source[o + 3];
    }
  }
  return out;
}

function union(a: DirtyRect, b: DirtyRect): DirtyRect {
  if (a.x0 > a.x1) return b;
  if (b.x0 > b.x1) return a;
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}
