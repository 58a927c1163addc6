import { describe, expect, it } from 'vitest';
import { cmToPx, formatPhysicalSize, formatSize, fromInches, inchesToPx, PRINT_DPI, pxToCm, pxToInches, toInches } from './units';

describe('physical sizes at 300 DPI', () => {
  it('converts pixels and inches', () => {
    expect(PRINT_DPI).toBe(300);
    expect(pxToInches(1500)).toBe(5);
    expect(inchesToPx(3)).toBe(900);
    expect(pxToInches(inchesToPx(4.25))).toBeCloseTo(4.25, 12);
  });

  it('converts pixels and centimetres (2.54 cm to the inch)', () => {
    expect(pxToCm(300)).toBeCloseTo(2.54, 12);
    expect(cmToPx(2.54)).toBeCloseTo(300, 12);
    expect(cmToPx(pxToCm(1234))).toBeCloseTo(1234, 9);
  });

  it('formats the default canvas as 5 × 5 in and 12.7 × 12.7 cm', () => {
    expect(formatPhysicalSize(1500, 1500, 'in')).toBe('5 × 5 in');
    expect(formatPhysicalSize(1500, 1500, 'cm')).toBe('12.7 × 12.7 cm');
  });

  it('keeps at most two decimals and drops trailing zeros', () => {
    expect(formatPhysicalSize(1000, 450, 'in')).toBe('3.33 × 1.5 in');
    expect(formatPhysicalSize(1001, 20000, 'cm')).toBe('8.48 × 169.33 cm');
    expect(formatPhysicalSize(0, 1, 'in')).toBe('0 × 0 in');
  });

  it('uses the language’s decimal separator', () => {
    expect(formatPhysicalSize(450, 450, 'in', 'fr')).toBe('1,5 × 1,5 in');
    expect(formatPhysicalSize(450, 450, 'in', 'zh')).toBe('1.5 × 1.5 in');
  });

  it('refuses sizes that are not sizes', () => {
    expect(() => formatPhysicalSize(Number.NaN, 1, 'in')).toThrow(RangeError);
    expect(() => formatPhysicalSize(1, Number.POSITIVE_INFINITY, 'cm')).toThrow(RangeError);
    expect(() => formatPhysicalSize(-1, 1, 'in')).toThrow(RangeError);
  });
});

describe('sticker sizes in inches and centimetres', () => {
  it('converts inches to centimetres and back to the hundredth of an inch', () => {
    expect(fromInches(3, 'cm')).toBe(7.6);
    expect(fromInches(1, 'cm')).toBe(2.5);
    expect(fromInches(2.25, 'in')).toBe(2.25);
    expect(toInches(7.62, 'cm')).toBe(3);
    expect(toInches(10, 'cm')).toBe(3.94);
    expect(toInches(2.5, 'in')).toBe(2.5);
  });

  it('survives a round trip through the field within what the unit shows', () => {
    // Half a millimetre shown, then half a hundredth of an inch stored.
    for (const inches of [1, 2, 2.5, 3.33, 24]) expect(Math.abs(toInches(fromInches(inches, 'cm'), 'cm') - inches)).toBeLessThanOrEqual(0.05 / 2.54 + 0.005);
  });

  it('labels a size in either unit', () => {
    expect(formatSize(3, 2.5, 'in')).toBe('3 × 2.5 in');
    expect(formatSize(3, 2.5, 'cm')).toBe('7.62 × 6.35 cm');
  });
});
