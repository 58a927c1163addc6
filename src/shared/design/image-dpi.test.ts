import { describe, expect, it } from 'vitest';
import { dpiLevel, effectiveDpi, imageResolutions } from './image-dpi';

describe('effectiveDpi', () => {
  it('is source pixels per printed inch, the softer axis winning', () => {
    // 1500-unit workspace printed at 5 in: 300 units per inch. A 100 px image scaled ×3 covers 1 in.
    const perUnit = 5 / 1500;
    expect(effectiveDpi({ id: 'a', name: 'a', sourceWidth: 100, sourceHeight: 100, scaleX: 3, scaleY: 3 }, perUnit)).toBeCloseTo(100);
    expect(effectiveDpi({ id: 'a', name: 'a', sourceWidth: 100, sourceHeight: 100, scaleX: 1, scaleY: 2 }, perUnit)).toBeCloseTo(150);
    expect(effectiveDpi({ id: 'a', name: 'a', sourceWidth: 100, sourceHeight: 100, scaleX: -1, scaleY: 1 }, perUnit)).toBeCloseTo(300);
  });

  it('is 0 for an image with no size or scale', () => {
    expect(effectiveDpi({ id: 'a', name: 'a', sourceWidth: 0, sourceHeight: 10, scaleX: 1, scaleY: 1 }, 0.01)).toBe(0);
    expect(effectiveDpi({ id: 'a', name: 'a', sourceWidth: 10, sourceHeight: 10, scaleX: 0, scaleY: 1 }, 0.01)).toBe(0);
  });
});

describe('dpiLevel and imageResolutions', () => {
  it('warns below 300 and strongly below 150', () => {
    expect(dpiLevel(300)).toBe('ok');
    expect(dpiLevel(299)).toBe('low');
    expect(dpiLevel(149)).toBe('veryLow');
  });

  it('lists images worst first with rounded DPI', () => {
    const list = imageResolutions(
      [
        { id: 's', name: 'sharp.png', sourceWidth: 900, sourceHeight: 900, scaleX: 1, scaleY: 1 },
        { id: 't', name: 'tiny.png', sourceWidth: 32, sourceHeight: 32, scaleX: 10, scaleY: 10 },
      ],
      3 / 1500,
    );
    expect(list).toEqual([
      { id: 't', name: 'tiny.png', dpi: 50, level: 'veryLow' },
      { id: 's', name: 'sharp.png', dpi: 500, level: 'ok' },
    ]);
  });
});
