/**
 * The drawing tool's model, free of the DOM: strokes, a history with undo and redo, and the bounds of
 * what was drawn (for a PNG cropped to the drawing).
 */

/** The drawing surface in pixels; it is shown scaled to the space there is (a 390 px phone included). */
export const DRAW_SIZE = 1024;
export const BRUSH_LIMITS = { min: 1, max: 120 } as const;

export interface StrokePoint {
  x: number;
  y: number;
  /** Line width at this point (a pen's pressure changes it; mouse and touch keep the brush size). */
  width: number;
}

export interface Stroke {
  kind: 'stroke';
  /** The eraser removes paint to transparency instead of adding colour. */
  tool: 'brush' | 'eraser';
  color: string;
  points: StrokePoint[];
}

/** Clearing is an action too, so it can be undone. */
export type DrawAction = Stroke | { kind: 'clear' };

export interface DrawHistory {
  done: DrawAction[];
  undone: DrawAction[];
}

export const EMPTY_HISTORY: DrawHistory = { done: [], undone: [] };

/** A new action: added to what is done; whatever was undone can no longer be redone. */
export function commit(history: DrawHistory, action: DrawAction): DrawHistory {
  return { done: [...history.done, action], undone: [] };
}

export function undo(history: DrawHistory): DrawHistory {
  if (!history.done.length) return history;
  return { done: history.done.slice(0, -1), undone: [...history.undone, history.done[history.done.length - 1]] };
}

export function redo(history: DrawHistory): DrawHistory {
  if (!history.undone.length) return history;
  return { done: [...history.done, history.undone[history.undone.length - 1]], undone: history.undone.slice(0, -1) };
}

/** The strokes that make the picture now: those done since the last clear. */
export function visibleStrokes(history: DrawHistory): Stroke[] {
  const lastClear = history.done.map((a) => a.kind).lastIndexOf('clear');
  return history.done.slice(lastClear + 1) as Stroke[];
}

/** Pen pressure (0..1) to a width: half the brush at the lightest touch, one and a half at the firmest. */
export function widthForPressure(brush: number, pressure: number | undefined): number {
  if (pressure === undefined || !Number.isFinite(pressure) || pressure <= 0) return brush;
  return brush * (0.5 + Math.min(1, pressure));
}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest box holding every pixel with alpha above `minAlpha` (RGBA bytes, row by row), grown by
 * `padding` and kept inside the image; null when nothing is drawn.
 */
export function opaqueBounds(data: Uint8ClampedArray, width: number, height: number, padding = 0, minAlpha = 0): Bounds | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3] > minAlpha) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        bottom = y;
      }
    }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - padding);
  const y = Math.max(0, top - padding);
  return { x, y, width: Math.min(width, right + 1 + padding) - x, height: Math.min(height, bottom + 1 + padding) - y };
}
