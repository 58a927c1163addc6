import { describe, expect, it } from 'vitest';
import { collectFontUses, renameFonts } from './font-usage';
import { BUILT_IN_FONTS } from './fonts';
import { BUILT_IN_FONT_FILES, OFFERED_DISPLAY_FONTS, SHIPPED_FAMILIES, shippedFamilyOf } from './shipped-fonts';

describe('shipped fonts', () => {
  it('gives every font the editor offers a shipped file under an open licence', () => {
    for (const name of [...BUILT_IN_FONTS, ...OFFERED_DISPLAY_FONTS]) {
      const family = shippedFamilyOf(name);
      expect(family, name).not.toBeNull();
      expect(['OFL-1.1', 'Bitstream-Vera']).toContain(family?.licence);
      expect(family?.faces.some((f) => f.weight === 400 && f.style === 'normal')).toBe(true);
      for (const face of family?.faces ?? []) expect(face.file).toMatch(/\.ttf$/);
    }
    expect(Object.keys(BUILT_IN_FONT_FILES).sort()).toEqual([...BUILT_IN_FONTS].sort());
  });

  it('resolves names case-insensitively, by editor name or by the file family itself, and nothing else', () => {
    expect(shippedFamilyOf('impact')?.family).toBe('Anton');
    expect(shippedFamilyOf(' Comic Sans MS ')?.family).toBe('Comic Neue');
    expect(shippedFamilyOf('Anton')).toBe(SHIPPED_FAMILIES.Anton);
    expect(shippedFamilyOf('Made Up Sans')).toBeNull();
    expect(shippedFamilyOf('sans-serif')).toBeNull();
  });
});

describe('font usage of a design', () => {
  const objects = [
    { type: 'textbox', fontFamily: 'Impact', fontWeight: 'bold' },
    { type: 'group', objects: [{ type: 'i-text', fontFamily: 'Lobster', fontStyle: 'italic', styles: [{ start: 0, end: 2, style: { fontFamily: 'Arial', fontWeight: 300 } }] }] },
    { type: 'i-text', fontFamily: 'impact', styles: { 0: { 1: { fontWeight: 900 } } } },
    { type: 'rect', fontFamily: 'Not Text' },
  ];

  it('collects every family with the weights and styles asked for, groups and per-character styles too', () => {
    expect(collectFontUses(objects)).toEqual([
      {
        family: 'Impact',
        variants: [
          { weight: 700, style: 'normal' },
          { weight: 400, style: 'normal' },
          { weight: 900, style: 'normal' },
        ],
      },
      { family: 'Lobster', variants: [{ weight: 400, style: 'italic' }] },
      { family: 'Arial', variants: [{ weight: 300, style: 'italic' }] },
    ]);
  });

  it('renames fonts in a copy, leaving the original alone', () => {
    const renamed = renameFonts(objects, (f) => shippedFamilyOf(f)?.family ?? f) as typeof objects;
    expect(renamed[0].fontFamily).toBe('Anton');
    expect((renamed[1] as { objects: Array<{ fontFamily: string; styles: Array<{ style: { fontFamily: string } }> }> }).objects[0].styles[0].style.fontFamily).toBe('Arimo');
    expect(renamed[3].fontFamily).toBe('Not Text');
    expect(objects[0].fontFamily).toBe('Impact');
  });
});
