import { describe, expect, it } from 'vitest';
import { type CatalogueFile, decodeVariants, encodeVariants, parseCatalogue, previewStylesheetUrl, searchCatalogue } from './google-catalogue';
import file from './google-catalogue.json';

const catalogue = parseCatalogue(file as CatalogueFile);

describe('the shipped Google Fonts catalogue', () => {
  it('lists the whole catalogue, each family with a category and at least one style', () => {
    expect(catalogue.length).toBeGreaterThan(1500);
    expect(catalogue.every((f) => f.family && f.category && f.variants.length > 0)).toBe(true);
    expect(new Set(catalogue.map((f) => f.family)).size).toBe(catalogue.length);
  });

  it('has the families a sticker maker looks for', () => {
    for (const name of ['Lobster', 'Pacifico', 'Roboto', 'Open Sans', 'Bungee', 'Caveat']) expect(catalogue.some((f) => f.family === name)).toBe(true);
  });
});

describe('variants', () => {
  it('encode Google names compactly and decode back', () => {
    const encoded = encodeVariants(['regular', 'italic', '700', '700italic']);
    expect(encoded).toBe('400,400i,700,700i');
    expect(decodeVariants(encoded)).toEqual([
      { weight: 400, italic: false },
      { weight: 400, italic: true },
      { weight: 700, italic: false },
      { weight: 700, italic: true },
    ]);
  });

  it('refuse a name they do not know', () => {
    expect(() => encodeVariants(['bold'])).toThrow(/Unknown variant/);
  });
});

describe('searchCatalogue', () => {
  it('finds by any part of the name, ignoring case, names starting with the query first', () => {
    const hits = searchCatalogue(catalogue, 'lob').map((f) => f.family);
    expect(hits[0]).toBe('Lobster');
    expect(hits).toContain('Lobster Two');
    expect(hits.every((h) => h.toLowerCase().includes('lob'))).toBe(true);
  });

  it('needs every word typed and can be narrowed to a category', () => {
    expect(searchCatalogue(catalogue, 'open sans').map((f) => f.family)).toContain('Open Sans');
    const handwriting = searchCatalogue(catalogue, '', 'handwriting');
    expect(handwriting.length).toBeGreaterThan(100);
    expect(handwriting.every((f) => f.category === 'handwriting')).toBe(true);
    expect(searchCatalogue(catalogue, 'pacifico', 'serif')).toEqual([]);
  });
});

describe('previewStylesheetUrl', () => {
  it('asks the CSS2 API for only the glyphs of the name, in a style the family has', () => {
    expect(previewStylesheetUrl({ family: 'Open Sans', category: 'sans-serif', variants: decodeVariants('300,400,700') })).toBe(
      'https://fonts.googleapis.com/css2?family=Open+Sans:ital,wght@0,400&text=Open%20Sans&display=block',
    );
    expect(previewStylesheetUrl({ family: 'Buda', category: 'display', variants: decodeVariants('300') })).toContain('wght@0,300');
    expect(previewStylesheetUrl({ family: 'Molle', category: 'handwriting', variants: decodeVariants('400i') })).toContain('wght@1,400');
  });
});
