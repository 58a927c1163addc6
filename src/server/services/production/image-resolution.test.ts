import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../shared/design';
import { productionFromDocument } from './design-production';
import { imageResolutionWarnings } from './image-resolution';

/** A grey photo of `px` pixels, as a data: URL (what the server inlines from storage). */
async function photo(px: number): Promise<string> {
  const png = await sharp({ create: { width: px, height: px, channels: 4, background: '#808080' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('resolution of the placed images at the ordered size', () => {
  it('warns below 300 DPI and strongly below 150, naming the image', () => {
    // 1000-unit workspace at 10 in: 0.01 in per unit.
    const images = [
      { id: 'a', name: 'sharp.png', sourceWidth: 3000, sourceHeight: 3000, scaleX: 1 / 3, scaleY: 1 / 3 },
      { id: 'b', name: 'soft.png', sourceWidth: 1000, sourceHeight: 1000, scaleX: 0.5, scaleY: 0.5 },
      { id: 'c', name: 'stretched.jpg', sourceWidth: 1000, sourceHeight: 1000, scaleX: 1, scaleY: 1 },
    ];
    const warnings = imageResolutionWarnings(images, 0.01);
    expect(warnings.map((w) => [w.code, w.values?.name, w.values?.dpi])).toEqual([
      ['image-dpi-very-low', 'stretched.jpg', 100],
      ['image-dpi-low', 'soft.png', 200],
    ]);
    expect(warnings[0].message).toContain('"stretched.jpg" prints at 100 DPI');
  });

  it('fires for a saved design whose photo is stretched, though the render itself is 300 DPI', async () => {
    // A 400 px photo stretched over the whole 1000-unit workspace, ordered at 4 in. The ordered size is
    // the sticker as cut (decision 30): a rectangle cut 1/8 in around the art, so the art is 3.75 in
    // wide and the photo prints at 400 / 3.75 = 107 DPI.
    const doc = {
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 1000, height: 1000 },
      cut: { shape: 'rectangle', kind: 'die', offsetIn: 0.125 },
      objects: [
        { id: 'photo', name: 'Holiday photo', type: 'Image', left: 0, top: 0, width: 400, height: 400, scaleX: 2.5, scaleY: 2.5, src: await photo(400) },
        { id: 'logo', type: 'Image', left: 0, top: 0, width: 200, height: 200, scaleX: 0.9, scaleY: 0.9, src: await photo(200) },
      ],
    } as DesignDocument;
    const at4 = await productionFromDocument(doc, { sizeIn: 4, kind: 'sticker' });
    const dpi = at4.files.warnings.filter((w) => w.code.startsWith('image-dpi'));
    // The unnamed logo (named by its place, as /preview does): 200 px over 0.9 × 3.75 / 1000 × 200 = 0.675 in → 296 DPI.
    expect(dpi.map((w) => [w.code, w.values?.name, w.values?.dpi])).toEqual([
      ['image-dpi-very-low', 'Holiday photo', 107],
      ['image-dpi-low', '#2', 296],
    ]);
    // At 1 in both are sharp enough.
    const at1 = await productionFromDocument(doc, { sizeIn: 1, kind: 'sticker' });
    expect(at1.files.warnings.filter((w) => w.code.startsWith('image-dpi'))).toEqual([]);
  });
});
