import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontFamilyName, isFontFile } from './font-file';
import { withPrivateFamily } from './private-family';

const LOBSTER = readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf'));

describe('withPrivateFamily', () => {
  it('gives a copy of the file another family name and leaves the rest a valid font', () => {
    const renamed = withPrivateFamily(LOBSTER, 'Sticker Studio Upload 0123');
    expect(isFontFile(renamed)).toBe(true);
    expect(fontFamilyName(renamed)).toBe('Sticker Studio Upload 0123');
    expect(fontFamilyName(LOBSTER)).toBe('Lobster');
    // The glyph tables are untouched: the original bytes are all still there.
    expect(renamed.subarray(12 + LOBSTER.readUInt16BE(4) * 16, LOBSTER.length).equals(LOBSTER.subarray(12 + LOBSTER.readUInt16BE(4) * 16))).toBe(true);
  });
});
