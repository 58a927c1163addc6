import { describe, expect, it } from 'vitest';
import { BUILT_IN_FONTS, collectFontsUsed, googleFontNames, googleFontsStylesheetUrl, isBuiltInFont, isPlainFontName, isTextType } from './fonts';

const WEIGHTS = '100,200,300,400,500,600,700,800,900';

describe('built-in fonts (SPEC §9)', () => {
  it('are exactly the SPEC list, in order', () => {
    expect(BUILT_IN_FONTS).toEqual([
      'Arial',
      'Helvetica',
      'Times New Roman',
      'Times',
      'Courier New',
      'Courier',
      'Verdana',
      'Georgia',
      'Palatino',
      'Garamond',
      'Bookman',
      'Comic Sans MS',
      'Trebuchet MS',
      'Arial Black',
      'Impact',
      'AAutobabahn',
    ]);
  });

  it('are recognised whatever the case and surrounding spaces', () => {
    expect(isBuiltInFont('Arial')).toBe(true);
    expect(isBuiltInFont(' comic sans ms ')).toBe(true);
    expect(isBuiltInFont('AAutobabahn')).toBe(true);
    expect(isBuiltInFont('Roboto')).toBe(false);
    expect(isBuiltInFont('Arial Narrow')).toBe(false);
  });
});

describe('plain font names', () => {
  it('allow letters, digits, spaces and hyphens up to 64 characters', () => {
    for (const name of ['Roboto', 'Open Sans', 'Noto Sans JP', 'M PLUS 1p', 'Baloo-2', 'A'.repeat(64)]) expect(isPlainFontName(name), name).toBe(true);
  });

  it('refuse anything that could change a URL or a stylesheet', () => {
    for (const name of ['', ' Roboto', 'Roboto ', 'Roboto&family=Evil', 'Roboto:wght@100', 'Open+Sans', "'Roboto'", 'Robo/to', 'Rob\noto', 'Café', 'A'.repeat(65), '-x']) {
      expect(isPlainFontName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('collectFontsUsed', () => {
  it('lists the Google fonts of text objects once each, without built-in or generic families', () => {
    const objects = [
      { type: 'i-text', fontFamily: 'Roboto' },
      { type: 'textbox', fontFamily: 'Arial' },
      { type: 'text', fontFamily: 'Lobster' },
      { type: 'curved-text', fontFamily: 'Pacifico' },
      { type: 'IText', fontFamily: 'roboto' },
      { type: 'Textbox', fontFamily: 'sans-serif' },
      { type: 'image', fontFamily: 'Ignored Because Image' },
      { type: 'rect' },
    ];
    expect(collectFontsUsed(objects)).toEqual(['Roboto', 'Lobster', 'Pacifico']);
  });

  it('looks inside nested groups', () => {
    const objects = [
      {
        type: 'group',
        objects: [
          { type: 'group', objects: [{ type: 'textbox', fontFamily: 'Open Sans' }] },
          { type: 'i-text', fontFamily: 'Bangers' },
        ],
      },
    ];
    expect(collectFontsUsed(objects)).toEqual(['Open Sans', 'Bangers']);
  });

  it('includes fonts set on single characters, in Fabric 5 and Fabric 6 style formats', () => {
    const fabric5 = { type: 'i-text', fontFamily: 'Roboto', styles: { 0: { 2: { fontFamily: 'Lobster' }, 3: { fill: 'red' } } } };
    const fabric6 = { type: 'IText', fontFamily: 'Arial', styles: [{ start: 0, end: 2, style: { fontFamily: 'Bangers' } }] };
    expect(collectFontsUsed([fabric5, fabric6])).toEqual(['Roboto', 'Lobster', 'Bangers']);
  });

  it('leaves out names that are not plain, so they never reach a URL', () => {
    expect(
      collectFontsUsed([
        { type: 'i-text', fontFamily: 'Roboto&x=1' },
        { type: 'i-text', fontFamily: '"Open Sans", serif' },
      ]),
    ).toEqual([]);
  });

  it('gives nothing for no text', () => {
    expect(collectFontsUsed([])).toEqual([]);
    expect(collectFontsUsed([{ type: 'image' }, null, 'junk'])).toEqual([]);
  });

  it('recognises text types of every Fabric version', () => {
    for (const t of ['i-text', 'IText', 'text', 'Text', 'FabricText', 'textbox', 'Textbox', 'curved-text', 'CurvedText']) expect(isTextType(t), t).toBe(true);
    for (const t of ['image', 'group', 'rect', 'path', undefined, 3]) expect(isTextType(t), String(t)).toBe(false);
  });

  it('googleFontNames trims, dedupes case-insensitively and keeps the first spelling', () => {
    expect(googleFontNames([' Roboto ', 'ROBOTO', 'Impact', 'monospace', 'Bad;Name', 'Lobster'])).toEqual(['Roboto', 'Lobster']);
  });
});

describe('googleFontsStylesheetUrl', () => {
  it('asks the v1 API for weights 100 to 900 of one family', () => {
    expect(googleFontsStylesheetUrl(['Roboto'])).toBe(`https://fonts.googleapis.com/css?family=Roboto:${WEIGHTS}&display=swap`);
  });

  it('uses the tolerant v1 endpoint, never css2 (which fails on a missing weight) or the css2 weight syntax', () => {
    const url = googleFontsStylesheetUrl(['Lobster']);
    expect(url).toBe(`https://fonts.googleapis.com/css?family=Lobster:${WEIGHTS}&display=swap`);
    expect(url).not.toContain('css2');
    expect(url).not.toContain('wght@');
  });

  it('writes spaces as + and joins the families with | in one family=, duplicates once', () => {
    expect(googleFontsStylesheetUrl(['Open Sans', 'M PLUS 1p', 'Open Sans'])).toBe(
      `https://fonts.googleapis.com/css?family=Open+Sans:${WEIGHTS}|M+PLUS+1p:${WEIGHTS}&display=swap`,
    );
  });

  it('is a URL whose single family parameter reads back as the names', () => {
    const url = new URL(googleFontsStylesheetUrl(['Noto Sans JP', 'Baloo-2']));
    expect(url.origin + url.pathname).toBe('https://fonts.googleapis.com/css');
    expect(url.searchParams.getAll('family')).toEqual([`Noto Sans JP:${WEIGHTS}|Baloo-2:${WEIGHTS}`]);
    expect(url.searchParams.get('display')).toBe('swap');
    expect([...url.searchParams.keys()]).toEqual(['family', 'display']);
  });

  it('refuses odd names and an empty list', () => {
    expect(() => googleFontsStylesheetUrl(['Roboto', 'x&callback=evil'])).toThrow(RangeError);
    expect(() => googleFontsStylesheetUrl(['Roboto#frag'])).toThrow(RangeError);
    expect(() => googleFontsStylesheetUrl(['Roboto', 'A|B'])).toThrow(RangeError);
    expect(() => googleFontsStylesheetUrl(['Roboto:400'])).toThrow(RangeError);
    expect(() => googleFontsStylesheetUrl([])).toThrow(RangeError);
  });
});
