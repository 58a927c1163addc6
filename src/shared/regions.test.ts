import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { CANADIAN_PROVINCES, US_STATES } from './regions';

type Names = { regions: { CA: Record<string, string>; US: Record<string, string> } };

describe('province and state names', () => {
  it.each([
    ['CA', CANADIAN_PROVINCES],
    ['US', US_STATES],
  ] as const)('names every region of %s in English and Chinese, and nothing else', (country, codes) => {
    for (const names of [(en as Names).regions[country], (zh as Names).regions[country]]) expect(Object.keys(names).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect((en as Names).regions[country][code]).toMatch(/^[A-Z][A-Za-z .]+$/);
      // Chinese, not the English name or pinyin: all Han characters.
      expect((zh as Names).regions[country][code], code).toMatch(/^\p{Script=Han}+$/u);
    }
  });
});
