import { describe, expect, it } from 'vitest';
import { commit, type DrawAction, EMPTY_HISTORY, opaqueBounds, redo, type Stroke, undo, visibleStrokes, widthForPressure } from './drawing';

const stroke = (color: string): Stroke => ({ kind: 'stroke', tool: 'brush', color, points: [{ x: 1, y: 2, width: 4 }] });
const clear: DrawAction = { kind: 'clear' };

describe('drawing history', () => {
  it('undoes and redoes strokes in order; a new stroke drops the redo list', () => {
    const a = stroke('#000000');
    const b = stroke('#ff0000');
    let h = commit(commit(EMPTY_HISTORY, a), b);
    expect(visibleStrokes(h)).toEqual([a, b]);
    h = undo(h);
    expect(visibleStrokes(h)).toEqual([a]);
    h = redo(h);
    expect(visibleStrokes(h)).toEqual([a, b]);
    h = undo(undo(h));
    expect(visibleStrokes(h)).toEqual([]);
    expect(undo(h)).toBe(h);
    h = commit(h, b);
    expect(h.undone).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('clearing hides what came before and can be undone', () => {
    const a = stroke('#000000');
    const b = stroke('#00ff00');
    let h = commit(commit(EMPTY_HISTORY, a), clear);
    expect(visibleStrokes(h)).toEqual([]);
    h = commit(h, b);
    expect(visibleStrokes(h)).toEqual([b]);
    h = undo(undo(h));
    expect(visibleStrokes(h)).toEqual([a]);
  });
});

describe('widthForPressure', () => {
  it('keeps the brush without pressure and scales it with a pen', () => {
    expect(widthForPressure(10, undefined)).toBe(10);
    expect(widthForPressure(10, 0)).toBe(10);
    expect(widthForPressure(10, Number.NaN)).toBe(10);
    expect(widthForPressure(10, 0.5)).toBe(10);
    expect(widthForPressure(10, 1)).toBe(15);
    expect(widthForPressure(10, 0.1)).toBeCloseTo(6);
  });
});

describe('opaqueBounds', () => {
  const image = (width: number, height: number, opaque: Array<[number, number]>) => {
    const data = new Uint8ClampedArray(width * height * 4);
    for (const [x, y] of opaque) data[(y * width + x) * 4 + 3] = 255;
    return data;
  };

  it('finds the box around the drawn pixels', () => {
    expect(
      opaqueBounds(
        image(10, 8, [
          [3, 2],
          [6, 5],
        ]),
        10,
        8,
      ),
    ).toEqual({ x: 3, y: 2, width: 4, height: 4 });
    expect(opaqueBounds(image(10, 8, [[0, 0]]), 10, 8)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('adds padding but stays inside the image', () => {
    expect(
      opaqueBounds(
        image(10, 8, [
          [3, 2],
          [6, 5],
        ]),
        10,
        8,
        2,
      ),
    ).toEqual({ x: 1, y: 0, width: 8, height: 8 });
    expect(opaqueBounds(image(10, 8, [[9, 7]]), 10, 8, 5)).toEqual({ x: 4, y: 2, width: 6, height: 6 });
  });

  it('is null when nothing is drawn, and ignores faint pixels below the threshold', () => {
    expect(opaqueBounds(image(4, 4, []), 4, 4)).toBeNull();
    const faint = new Uint8ClampedArray(16 * 4);
    faint[3] = 3;
    expect(opaqueBounds(faint, 4, 4, 0, 8)).toBeNull();
    expect(opaqueBounds(faint, 4, 4)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});
