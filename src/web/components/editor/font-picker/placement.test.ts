import { describe, expect, it } from 'vitest';
import { MIN_PICKER_HEIGHT, pickerSide } from './placement';

describe('pickerSide', () => {
  it('opens below whenever a usable picker fits there, even with more room above', () => {
    expect(pickerSide({ top: 100, bottom: 130 }, 800)).toBe('bottom-start');
    expect(pickerSide({ top: 400, bottom: 430 }, 430 + 8 + MIN_PICKER_HEIGHT)).toBe('bottom-start');
  });

  it('flips above only when the room below is too small and smaller than above', () => {
    // The Text properties' font field at 1280 × 800: ~270 px below, ~500 above.
    expect(pickerSide({ top: 501, bottom: 531 }, 800)).toBe('top-start');
    expect(pickerSide({ top: 400, bottom: 430 }, 430 + 8 + MIN_PICKER_HEIGHT - 1)).toBe('top-start');
  });

  it('stays below on a short screen when below has at least as much room as above', () => {
    expect(pickerSide({ top: 280, bottom: 310 }, 600)).toBe('bottom-start');
    expect(pickerSide({ top: 20, bottom: 50 }, 200)).toBe('bottom-start');
  });
});
