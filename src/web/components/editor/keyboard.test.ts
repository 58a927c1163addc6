import { describe, expect, it } from 'vitest';
import { isKeyboardOpen, KEYBOARD, nextBaseline } from './keyboard';

describe('on-screen keyboard detection (SPEC §2)', () => {
  it('uses the SPEC thresholds', () => {
    expect(KEYBOARD).toEqual({ minShrinkPx: 200, maxRatio: 0.75 });
  });

  it('is open when the viewport shrank by more than 200 px and below 75 %', () => {
    expect(isKeyboardOpen(844, 500)).toBe(true); // a phone keyboard
    expect(isKeyboardOpen(844, 632)).toBe(true); // 212 px less, 74.9 %
  });

  it('needs both conditions', () => {
    // 200 px exactly is not more than 200.
    expect(isKeyboardOpen(844, 644)).toBe(false);
    // A tall tablet: 250 px less is still 83 % of the height.
    expect(isKeyboardOpen(1366, 1116)).toBe(false);
    // A short window: 30 % less but only 150 px.
    expect(isKeyboardOpen(500, 350)).toBe(false);
  });

  it('is closed when nothing changed or the input is nonsense', () => {
    expect(isKeyboardOpen(844, 844)).toBe(false);
    expect(isKeyboardOpen(0, 0)).toBe(false);
    expect(isKeyboardOpen(Number.NaN, 300)).toBe(false);
  });

  it('keeps the tallest height as the baseline, and starts over on rotation', () => {
    expect(nextBaseline(700, 844, false)).toBe(844);
    expect(nextBaseline(844, 500, false)).toBe(844);
    expect(nextBaseline(844, 390, true)).toBe(390);
  });
});
