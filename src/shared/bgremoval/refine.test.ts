import { describe, expect, it } from 'vitest';
import { composeRefined, ERASE, fillRegion, KEEP, paintStroke, type RefineOp, replayOps, UNTOUCHED } from './refine';
import type { RgbaImage } from './types';

/** A 20 × 10 white image with a black vertical line at x = 10 (two white regions apart). */
function twoRegions(): RgbaImage {
  const width = 20;
  const height = 10;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) data.fill(0, (y * width + 10) * 4, (y * width + 10) * 4 + 3);
  return { data, width, height };
}

describe('refine brush and region clicks', () => {
  it('paints a round stroke along its points and reports the changed rectangle', () => {
    const overrides = new Uint8Array(20 * 10);
    const rect = paintStroke(overrides, 20, 10, {
      kind: 'stroke',
      mode: 'erase',
      radius: 2,
      points: [
        [3, 5],
        [15, 5],
      ],
    });
    expect(overrides[5 * 20 + 9]).toBe(ERASE);
    expect(overrides[0]).toBe(UNTOUCHED);
    expect(overrides[5 * 20 + 19]).toBe(UNTOUCHED);
    expect(rect).toEqual({ x0: 1, y0: 3, x1: 17, y1: 7 });
    // A single click of the brush is a dot.
    paintStroke(overrides, 20, 10, { kind: 'stroke', mode: 'keep', radius: 1, points: [[2.5, 1.5]] });
    expect(overrides[1 * 20 + 2]).toBe(KEEP);
  });

  it('fills the connected region of similar colour and stops at a different colour', () => {
    const image = twoRegions();
    const overrides = new Uint8Array(200);
    fillRegion(overrides, image, { kind: 'region', mode: 'erase', x: 3, y: 3, tolerance: 10 });
    expect(overrides[3 * 20 + 9]).toBe(ERASE);
    expect(overrides[3 * 20 + 10]).toBe(UNTOUCHED);
    expect(overrides[3 * 20 + 15]).toBe(UNTOUCHED);
    expect(fillRegion(overrides, image, { kind: 'region', mode: 'keep', x: 50, y: 3, tolerance: 10 }).x0).toBeGreaterThan(0);
  });

  it('replays operations in order, so undo is replaying all but the last', () => {
    const image = twoRegions();
    const ops: RefineOp[] = [
      { kind: 'region', mode: 'erase', x: 15, y: 5, tolerance: 10 },
      { kind: 'stroke', mode: 'keep', radius: 1.5, points: [[15, 5]] },
    ];
    const all = replayOps(image, ops);
    expect(all[5 * 20 + 15]).toBe(KEEP);
    expect(all[2 * 20 + 15]).toBe(ERASE);
    const undone = replayOps(image, ops.slice(0, 1));
    expect(undone[5 * 20 + 15]).toBe(ERASE);
    expect(replayOps(image, []).every((v) => v === UNTOUCHED)).toBe(true);
  });

  it('composes kept pixels from the original, erased ones transparent, the rest from the removal', () => {
    const original = Uint8ClampedArray.from([10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255]);
    const removed = Uint8ClampedArray.from([0, 0, 0, 0, 41, 51, 61, 200, 71, 81, 91, 255]);
    const out = composeRefined(removed, original, Uint8Array.from([KEEP, UNTOUCHED, ERASE]), 3, new Uint8ClampedArray(12));
    expect([...out]).toEqual([10, 20, 30, 255, 41, 51, 61, 200, 0, 0, 0, 0]);
  });
});
