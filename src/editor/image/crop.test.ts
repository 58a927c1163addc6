import { describe, expect, it } from 'vitest';
import { clampCrop, MIN_CROP_SIDE } from './crop';

const image = { width: 100, height: 50 };

describe('clampCrop', () => {
  it('keeps a crop inside the image without changing its size', () => {
    expect(clampCrop({ x: 90, y: -5, width: 30, height: 20 }, image)).toEqual({ x: 70, y: 0, width: 30, height: 20 });
  });

  it('limits the size to the image and to the smallest side', () => {
    expect(clampCrop({ x: 0, y: 0, width: 500, height: 0.5 }, image)).toEqual({ x: 0, y: 0, width: 100, height: MIN_CROP_SIDE });
  });

  it('rounds to whole pixels and ignores NaN', () => {
    expect(clampCrop({ x: 10.4, y: Number.NaN, width: 20.6, height: Number.POSITIVE_INFINITY }, image)).toEqual({ x: 10, y: 0, width: 21, height: 50 });
  });

  it('handles images smaller than the smallest side', () => {
    expect(clampCrop({ x: 0, y: 0, width: 1, height: 1 }, { width: 2, height: 2 })).toEqual({ x: 0, y: 0, width: 2, height: 2 });
  });
});
