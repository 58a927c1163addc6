import { describe, expect, it } from 'vitest';
import { dpiAtSize, lineResolution, needsAcknowledgement, resolutionAccepted, sharpSizeIn } from './print-resolution';

describe('dpiAtSize', () => {
  it('scales inversely with the sticker size', () => {
    // The logo: 306 px across a 3 in sticker is 102 DPI; at 2 in it is 153.
    expect(dpiAtSize({ dpi: 102, sizeIn: 3 }, 2)).toBeCloseTo(153);
    expect(dpiAtSize({ dpi: 300, sizeIn: 2 }, 4)).toBeCloseTo(150);
  });

  it('is 0 when nothing was measured', () => {
    expect(dpiAtSize({ dpi: 0, sizeIn: 3 }, 2)).toBe(0);
    expect(dpiAtSize({ dpi: 100, sizeIn: 0 }, 2)).toBe(0);
  });
});

describe('sharpSizeIn', () => {
  it('is the largest quarter-inch size at 300 DPI or more', () => {
    // 306 px → 1.02 in sharp: offered as 1 in.
    expect(sharpSizeIn({ dpi: 102, sizeIn: 3 })).toBe(1);
    // 1000 px → 3.33 in: 3.25 in.
    expect(sharpSizeIn({ dpi: 250, sizeIn: 4 })).toBe(3.25);
    expect(sharpSizeIn({ dpi: 300, sizeIn: 3 })).toBe(3);
  });

  it('stays within the sizes the shop sells', () => {
    expect(sharpSizeIn({ dpi: 50, sizeIn: 3 })).toBeNull();
    expect(sharpSizeIn({ dpi: 3000, sizeIn: 10 })).toBe(24);
  });
});

describe('lineResolution', () => {
  it('judges the DPI at the asked size', () => {
    expect(lineResolution({ dpi: 102, sizeIn: 3 }, 3)).toEqual({ dpi: 102, level: 'veryLow', sharpSizeIn: 1 });
    expect(lineResolution({ dpi: 102, sizeIn: 3 }, 1.5)).toEqual({ dpi: 204, level: 'low', sharpSizeIn: 1 });
    expect(lineResolution({ dpi: 102, sizeIn: 3 }, 1)).toEqual({ dpi: 306, level: 'ok', sharpSizeIn: 1 });
  });
});

describe('acknowledgement', () => {
  it('is needed only under 150 DPI', () => {
    expect(needsAcknowledgement(149)).toBe(true);
    expect(needsAcknowledgement(150)).toBe(false);
    expect(needsAcknowledgement(299)).toBe(false);
  });

  it('covers the accepted resolution and anything sharper, never worse', () => {
    expect(resolutionAccepted(200, null)).toBe(true);
    expect(resolutionAccepted(120, null)).toBe(false);
    expect(resolutionAccepted(120, 120)).toBe(true);
    expect(resolutionAccepted(130, 120)).toBe(true);
    expect(resolutionAccepted(90, 120)).toBe(false);
  });
});
