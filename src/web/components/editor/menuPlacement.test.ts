import { describe, expect, it } from 'vitest';
import { nextIndex, placeSubmenu } from './menuPlacement';

const viewport = { width: 1000, height: 800 };
const menu = { width: 200, height: 150 };

describe('placeSubmenu', () => {
  it('opens to the right of the parent menu, level with its item', () => {
    const parent = { left: 100, top: 100, right: 300, bottom: 400 };
    const item = { left: 104, top: 140, right: 296, bottom: 172 };
    expect(placeSubmenu(item, parent, menu, viewport)).toEqual({ left: 298, top: 136 });
  });

  it('flips to the left of the parent near the right edge', () => {
    const parent = { left: 700, top: 100, right: 900, bottom: 400 };
    const item = { left: 704, top: 140, right: 896, bottom: 172 };
    expect(placeSubmenu(item, parent, menu, viewport).left).toBe(502);
  });

  it('stays 10 px inside the bottom edge', () => {
    const parent = { left: 100, top: 500, right: 300, bottom: 790 };
    const item = { left: 104, top: 760, right: 296, bottom: 790 };
    expect(placeSubmenu(item, parent, menu, viewport).top).toBe(800 - 150 - 10);
  });
});

describe('nextIndex', () => {
  it('wraps in both directions', () => {
    expect(nextIndex(3, 2, 1)).toBe(0);
    expect(nextIndex(3, 0, -1)).toBe(2);
    expect(nextIndex(3, -1, 1)).toBe(0);
    expect(nextIndex(0, 0, 1)).toBe(-1);
  });
});
