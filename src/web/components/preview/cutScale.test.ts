import { describe, expect, it } from 'vitest';
import { cutGrowthIn } from '../../../shared/cutline';
import { needsCorrection, outerCutPath, stickerInchesPerUnit, tracedArtExtent } from './cutScale';

const die = { shape: 'contour', kind: 'die', offsetIn: 0.125 } as const;

describe('the chosen size is the sticker as cut', () => {
  it('maps a 4 in size to art plus the border on each side measuring 4 in', () => {
    // 900 units of art with a 1/8 in border: the art gets 3.75 in, so the cut is 4 in across.
    const perUnit = stickerInchesPerUnit(900, die, 4, 1);
    expect(900 * perUnit + 2 * 0.125).toBeCloseTo(4, 9);
  });

  it('adds a kiss-cut sheet’s margin and a rounded corner’s push-out to what the cut adds', () => {
    expect(cutGrowthIn(die)).toBeCloseTo(0.25, 9);
    expect(cutGrowthIn({ ...die, kind: 'kiss' })).toBeCloseTo(0.5, 9);
    // A 1/8 in corner over a 1/16 in border pushes the sides out past the border.
    expect(cutGrowthIn({ shape: 'rounded-rectangle', kind: 'die', offsetIn: 0.0625 })).toBeGreaterThan(0.125);
    expect(cutGrowthIn({ shape: 'rectangle', kind: 'die', offsetIn: 0.0625 })).toBeCloseTo(0.125, 9);
  });

  it('keeps the fallback until the art is known, or when the border leaves no room for it', () => {
    expect(stickerInchesPerUnit(null, die, 4, 0.002)).toBe(0.002);
    expect(stickerInchesPerUnit(900, { ...die, offsetIn: 0.5 }, 1, 0.002)).toBe(0.002);
  });

  it('reads the art’s true extent back from a traced cut (a circle wider than the art’s box)', () => {
    // Traced at 0.004 in per unit (mask 2 px per unit, 500 px per inch): a 1100-unit outer cut less the
    // 0.25 in border (62.5 units) implies 1037.5 units of art.
    const options = { ...die, dpi: 500, transform: { scale: 0.5, offsetX: 0, offsetY: 0 } };
    const extent = tracedArtExtent({ path: 'M0 0L1100 0L1100 1000L0 1000Z' }, options);
    expect(extent).toBeCloseTo(1037.5, 6);
    expect(needsCorrection(extent, 1000)).toBe(true);
    expect(needsCorrection(1000.5, 1000)).toBe(false);
    expect(needsCorrection(null, 1000)).toBe(false);
  });

  it('measures a kiss-cut sheet on its backing', () => {
    expect(outerCutPath({ path: 'M1 1Z', backingPath: 'M0 0Z' })).toBe('M0 0Z');
    expect(outerCutPath({ path: 'M1 1Z' })).toBe('M1 1Z');
  });
});
