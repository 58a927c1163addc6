import { describe, expect, it } from 'vitest';
import { isSafeProfileLink, linkLabel } from './links';
import { isValidTag, normaliseTag, normaliseTags, splitTagInput } from './tags';

describe('showcase tags', () => {
  it('normalises case, spaces and a leading #', () => {
    expect(normaliseTag('  #Cute Cats ')).toBe('cute-cats');
    expect(normaliseTags(['Cats', 'cats', ' CATS '])).toEqual(['cats']);
    expect(splitTagInput('cats, cute stickers，猫')).toEqual(['cats', 'cute-stickers', '猫']);
  });

  it('accepts letters and digits of any script, refuses markup and over-long tags', () => {
    expect(isValidTag('猫咪')).toBe(true);
    expect(isValidTag('retro_80s')).toBe(true);
    expect(isValidTag('<script>')).toBe(false);
    expect(isValidTag('-x')).toBe(false);
    expect(isValidTag('a'.repeat(25))).toBe(false);
    expect(isValidTag('')).toBe(false);
  });
});

describe('profile links', () => {
  it('takes http and https only', () => {
    expect(isSafeProfileLink('https://example.com/me')).toBe(true);
    expect(isSafeProfileLink('http://example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' https://x.example',
      'data:text/html,hi',
      'ftp://x.example',
      '//x.example',
      'https://user:pw@x.example',
      'https://',
      'mailto:a@b.c',
    ])
      expect(isSafeProfileLink(bad), bad).toBe(false);
  });

  it('shows a link without its scheme', () => {
    expect(linkLabel('https://example.com/me')).toBe('example.com/me');
    expect(linkLabel('https://example.com/')).toBe('example.com');
  });
});
