import { describe, expect, it } from 'vitest';
import { MAX_SIDE_IN, MIN_SIDE_IN } from '../../../shared/sticker';
import { defaultSizeUnit, lengthInUnit, readSizeUnit, SIZE_UNIT_STORAGE_KEY, sideInUnit, storeSizeUnit, typedSideToInches } from './sizeUnit';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the unit a reader gets', () => {
  it('is centimetres in Chinese and inches in English until the browser chooses', () => {
    expect(defaultSizeUnit('zh')).toBe('cm');
    expect(defaultSizeUnit('zh-CN')).toBe('cm');
    expect(defaultSizeUnit('en')).toBe('in');
    expect(readSizeUnit('zh', memoryStorage())).toBe('cm');
  });

  it('is the browser’s choice once made, whatever the language', () => {
    const storage = memoryStorage();
    storeSizeUnit('in', storage);
    expect(readSizeUnit('zh', storage)).toBe('in');
    storeSizeUnit('cm', storage);
    expect(readSizeUnit('en', storage)).toBe('cm');
  });

  it('ignores a stored value that is not a unit, and storage that fails', () => {
    const storage = memoryStorage();
    storage.setItem(SIZE_UNIT_STORAGE_KEY, 'mm');
    expect(readSizeUnit('en', storage)).toBe('in');
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as Storage;
    expect(readSizeUnit('zh', broken)).toBe('cm');
    expect(() => storeSizeUnit('cm', broken)).not.toThrow();
  });
});

describe('a side typed in a unit', () => {
  it('becomes the nearest hundredth of an inch the shop cuts to', () => {
    expect(typedSideToInches(7.62, 'cm')).toBe(3);
    expect(typedSideToInches(7.6, 'cm')).toBe(2.99);
    expect(typedSideToInches(10, 'cm')).toBe(3.94);
    expect(typedSideToInches(3.333, 'in')).toBe(3.33);
    expect(typedSideToInches(Number.NaN, 'cm')).toBeNull();
  });

  it('is handed on out of range unchanged, so the price says why it is refused', () => {
    expect(typedSideToInches(100, 'cm')).toBe(39.37);
    expect(typedSideToInches(30, 'in')).toBe(30);
  });

  it('round-trips through inches without changing what a centimetre field shows', () => {
    for (let mm = 26; mm <= 609; mm += 1) {
      const inches = typedSideToInches(mm / 10, 'cm') ?? Number.NaN;
      expect(sideInUnit(inches, 'cm')).toBe(mm / 10);
    }
  });
});

describe('a size as it reads', () => {
  it('gives the exact limits and presets to the hundredth', () => {
    expect(lengthInUnit(MIN_SIDE_IN, 'cm')).toBe(2.54);
    expect(lengthInUnit(MAX_SIDE_IN, 'cm')).toBe(60.96);
    expect(lengthInUnit(3, 'cm')).toBe(7.62);
    expect(lengthInUnit(2.5, 'in')).toBe(2.5);
  });
});
