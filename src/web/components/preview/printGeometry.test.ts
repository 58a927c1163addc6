import { describe, expect, it } from 'vitest';
import { formatSize, MAX_MASK_SIDE, printGeometry } from './printGeometry';

describe('printGeometry', () => {
  it('maps the longer workspace side to the chosen size at 300 DPI', () => {
    const g = printGeometry(1500, 1000, 4);
    expect(g.widthIn).toBe(4);
    expect(g.heightIn).toBeCloseTo(8 / 3);
    expect(g.maskMultiplier).toBe(1200 / 1500);
    expect(g.maskDpi).toBe(300);
  });

  it('caps the mask for large stickers and lowers its DPI to match', () => {
    const g = printGeometry(1500, 1500, 12);
    expect(g.maskMultiplier * 1500).toBe(MAX_MASK_SIDE);
    expect(g.maskDpi).toBe(200);
  });

  it('refuses sizes outside the range and empty workspaces', () => {
    expect(() => printGeometry(1500, 1500, 0.5)).toThrow(/Sticker size/);
    expect(() => printGeometry(0, 1500, 3)).toThrow(/no size/);
  });
});

describe('formatSize', () => {
  it('writes inches and centimetres', () => {
    expect(formatSize(3, 2.5, 'in', 'en')).toBe('3 × 2.5 in');
    expect(formatSize(3, 2.5, 'cm', 'en')).toBe('7.62 × 6.35 cm');
  });
});
