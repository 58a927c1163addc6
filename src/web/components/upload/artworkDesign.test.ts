import { describe, expect, it } from 'vitest';
import { designDocumentSchema } from '../../../shared/design';
import { DEFAULT_PRICE_TABLE } from '../../../shared/pricing/default-price-table';
import { quote } from '../../../shared/pricing/quote';
import { designFromArtwork, previewOfOptions, startingOptions } from './artworkDesign';

describe('designFromArtwork', () => {
  it('is a valid design whose one image fills the workspace in its proportions', () => {
    const doc = designFromArtwork({ src: '/api/files/raw/users/u1/uploads/a.png', width: 400, height: 200, name: 'logo.png' });
    const parsed = designDocumentSchema.parse(doc);
    expect(parsed.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 3000, height: 1500 });
    const [image] = parsed.objects;
    expect(image).toMatchObject({ type: 'Image', left: 0, top: 0, width: 400, height: 200, scaleX: 7.5, scaleY: 7.5, src: '/api/files/raw/users/u1/uploads/a.png' });
  });

  it('scales a large image down into the workspace', () => {
    const doc = designFromArtwork({ src: 'data:image/png;base64,AA', width: 6000, height: 4000, name: 'photo.png' }) as { workspace: { width: number; height: number } };
    expect(doc.workspace).toMatchObject({ width: 3000, height: 2000 });
  });
});

describe('options for an upload', () => {
  it('start at 3 in on the longer side in the art’s proportions, and are quoted', () => {
    const wide = startingOptions(2);
    expect(wide).toMatchObject({ product: 'die-cut', widthIn: 3, heightIn: 1.5, quantity: 50 });
    expect(quote(wide, { version: 1, table: DEFAULT_PRICE_TABLE }).ok).toBe(true);
    expect(startingOptions(0.5)).toMatchObject({ widthIn: 1.5, heightIn: 3 });
  });

  it('are drawn with the cut shape, kind and material chosen', () => {
    expect(previewOfOptions({ ...startingOptions(1), product: 'kiss-cut', shape: 'rounded', material: 'clear', widthIn: 4, heightIn: 2 })).toEqual({
      shape: 'rounded-rectangle',
      kind: 'kiss',
      mode: 'clear',
      sizeIn: 4,
    });
    expect(previewOfOptions(startingOptions(1))).toMatchObject({ shape: 'contour', kind: 'die', mode: 'white', sizeIn: 3 });
  });
});
