import { describe, expect, it } from 'vitest';
import { MAX_RECENT_FONTS, readRecentFonts, rememberRecentFont } from './recent-fonts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('recent fonts', () => {
  it('keeps the newest first, each once, at most eight', () => {
    const storage = memoryStorage();
    for (const f of ['A', 'B', 'C', 'A']) rememberRecentFont('u1', f, storage);
    expect(readRecentFonts('u1', storage)).toEqual(['A', 'C', 'B']);
    for (let i = 0; i < 12; i++) rememberRecentFont('u1', `F${i}`, storage);
    expect(readRecentFonts('u1', storage)).toHaveLength(MAX_RECENT_FONTS);
    expect(readRecentFonts('u1', storage)[0]).toBe('F11');
  });

  it('is per user, and survives a broken stored value', () => {
    const storage = memoryStorage();
    rememberRecentFont('u1', 'Lobster', storage);
    expect(readRecentFonts('u2', storage)).toEqual([]);
    expect(readRecentFonts(null, storage)).toEqual([]);
    storage.setItem('sticker-studio:recent-fonts:u3', '{not json');
    expect(readRecentFonts('u3', storage)).toEqual([]);
  });
});
