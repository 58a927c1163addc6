import { describe, expect, it } from 'vitest';
import { normaliseTags, parseSizeKey, sideInches, sizeKeyOf } from './catalog';

describe('catalog sizes and tags', () => {
  it('names a workspace by its size in inches at 300 DPI, to the half inch', () => {
    expect(sizeKeyOf(900, 900)).toBe('3x3');
    expect(sizeKeyOf(1200, 600)).toBe('4x2');
    expect(sizeKeyOf(1500, 1050)).toBe('5x3.5');
    expect(sideInches(10)).toBe(0.5);
  });

  it('reads a size key back and refuses anything else', () => {
    expect(parseSizeKey('4x2')).toEqual({ widthIn: 4, heightIn: 2 });
    expect(parseSizeKey('5x3.5')).toEqual({ widthIn: 5, heightIn: 3.5 });
    expect(parseSizeKey('4x')).toBeNull();
    expect(parseSizeKey('4x2; drop')).toBeNull();
  });

  it('normalises tags: trimmed, lower case, unique', () => {
    expect(normaliseTags([' Cat ', 'cat', 'Happy  Birthday', ''])).toEqual(['cat', 'happy birthday']);
  });
});
