import { describe, expect, it } from 'vitest';
import { panToShow } from './keepInView';

describe('panToShow', () => {
  it('does nothing when the box is visible', () => {
    expect(panToShow({ top: 100, bottom: 200 }, 0, 400)).toBe(0);
  });

  it('moves a box hidden under the keyboard up into view', () => {
    // Visible band 0..400 (a keyboard covers the rest); the text sits at 500..560.
    expect(panToShow({ top: 500, bottom: 560 }, 0, 400)).toBe(400 - 16 - 560);
  });

  it('moves a box above the band down', () => {
    expect(panToShow({ top: -50, bottom: 20 }, 0, 400)).toBe(66);
  });

  it('aligns a box taller than the band to its top', () => {
    expect(panToShow({ top: 100, bottom: 900 }, 0, 400)).toBe(-84);
  });
});
