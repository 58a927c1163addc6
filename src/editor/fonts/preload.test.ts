import { describe, expect, it } from 'vitest';
import { preloadDocumentFonts } from './preload';

const faceOf = (family: string, weight: string) => [...document.fonts].find((f) => f.family.replace(/"/g, '') === family && f.weight === weight);

describe('preloading a design’s shipped fonts', () => {
  it('starts the faces its text uses (and Arial, where new text starts), from the document or its JSON text', async () => {
    const doc = { version: 2, objects: [{ type: 'Textbox', text: 'Hi', fontFamily: 'Lobster', fontWeight: 'normal' }, { type: 'Rect' }] };
    preloadDocumentFonts(JSON.stringify(doc));
    await document.fonts.ready;
    expect(faceOf('Lobster', '400')?.status).toBe('loaded');
    expect(faceOf('Arial', '400')?.status).toBe('loaded');
    // A face the design does not use is not downloaded.
    expect(faceOf('Pacifico', '400')?.status).toBe('unloaded');
  });

  it('ignores what is not a design document', () => {
    expect(() => preloadDocumentFonts('not json')).not.toThrow();
    expect(() => preloadDocumentFonts(null)).not.toThrow();
  });
});
