import { describe, expect, it } from 'vitest';
import { formatSize, fromInches, toInches } from './length';

describe('length units', () => {
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

  it('formats a size in either unit', () => {
    expect(formatSize(3, 2.5, 'in')).toBe('3 × 2.5 in');
    expect(formatSize(3, 2.5, 'cm')).toBe('7.6 × 6.4 cm');
  });
});
