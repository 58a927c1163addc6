import { describe, expect, it } from 'vitest';
import { parseAiConfig } from './settings';
import { nearestSize } from './sizes';

const qwen = parseAiConfig({}).qwen.sizes;
const gptImage = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
];

describe('nearestSize', () => {
  it('maps our sizes to the nearest Qwen-Image size by shape first', () => {
    expect(nearestSize({ width: 1024, height: 1024 }, qwen)).toEqual({ width: 1328, height: 1328 });
    expect(nearestSize({ width: 1024, height: 768 }, qwen)).toEqual({ width: 1472, height: 1140 });
    expect(nearestSize({ width: 768, height: 1024 }, qwen)).toEqual({ width: 1140, height: 1472 });
    expect(nearestSize({ width: 1920, height: 1080 }, qwen)).toEqual({ width: 1664, height: 928 });
    expect(nearestSize({ width: 540, height: 960 }, qwen)).toEqual({ width: 928, height: 1664 });
  });

  it('maps our sizes to gpt-image sizes', () => {
    expect(nearestSize({ width: 1024, height: 768 }, gptImage)).toEqual({ width: 1536, height: 1024 });
    expect(nearestSize({ width: 768, height: 1024 }, gptImage)).toEqual({ width: 1024, height: 1536 });
    expect(nearestSize({ width: 512, height: 512 }, gptImage)).toEqual({ width: 1024, height: 1024 });
  });

  it('prefers the closer resolution among sizes of the same shape', () => {
    const squares = [256, 512, 1024].map((side) => ({ width: side, height: side }));
    expect(nearestSize({ width: 600, height: 600 }, squares)).toEqual({ width: 512, height: 512 });
    expect(nearestSize({ width: 900, height: 900 }, squares)).toEqual({ width: 1024, height: 1024 });
  });

  it('keeps the requested size when no list is given', () => {
    expect(nearestSize({ width: 1024, height: 768 }, [])).toEqual({ width: 1024, height: 768 });
  });
});
