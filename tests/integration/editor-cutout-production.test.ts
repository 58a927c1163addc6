import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { alphaMask, traceDesignCut } from '../../src/server/services/production/design-cut';
import { renderDesign } from '../../src/server/services/production/render/render-design';
import { removeBackground } from '../../src/shared/bgremoval';
import { renderTestScene } from '../../src/shared/bgremoval/synthetic/scenes';
import type { DesignDocument } from '../../src/shared/design';

/**
 * Decision 0059: an image whose background was removed in the editor is an ordinary image with a
 * transparent background, so the server's production render draws it as it is and the cut traced from
 * that render follows the art's silhouette, not the photo's rectangle.
 */

const SIDE = 400;

async function dataUrl(rgba: Uint8ClampedArray): Promise<string> {
  const png = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width: SIDE, height: SIDE, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A 1000-unit design with the image in its middle (scaled ×1.5, turned 10°) and a contour die cut. */
function design(src: string): DesignDocument {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1000, height: 1000 },
    cut: { shape: 'contour', kind: 'die', offsetIn: 0.125 },
    objects: [{ id: 'img', type: 'image', originX: 'center', originY: 'center', left: 500, top: 500, width: SIDE, height: SIDE, scaleX: 1.5, scaleY: 1.5, angle: 10, src }],
  } as DesignDocument;
}

async function cutOf(doc: DesignDocument) {
  const px = 500;
  const rendered = await renderDesign(doc, px, px);
  const mask = alphaMask(rendered.rgba, px * px) as Uint8Array;
  const cut = traceDesignCut(mask, { width: px, height: px, x: 0, y: 0, scale: px / 1000 }, doc.cut as NonNullable<DesignDocument['cut']>, 150);
  return { rendered, cut };
}

describe('a cut-out from the editor in production', () => {
  it('renders transparent where the background was, and the cut follows the art instead of the photo', async () => {
    const { image } = renderTestScene('character', SIDE);
    const cutout = removeBackground(image, { tolerance: 6, edgeSoftness: 1, removeHoles: true });

    const photo = await cutOf(design(await dataUrl(image.data)));
    const art = await cutOf(design(await dataUrl(cutout.data)));
    expect(photo.cut && art.cut).toBeTruthy();

    // Near the image’s corner (render px: 500 px for 1000 units, the image spans about 100–400) it is empty now.
    const alpha = (r: typeof photo.rendered, x: number, y: number) => r.rgba[4 * (y * 500 + x) + 3];
    expect(alpha(photo.rendered, 150, 150)).toBe(255);
    expect(alpha(art.rendered, 150, 150)).toBe(0);
    expect(alpha(art.rendered, 250, 250)).toBe(255);

    // The photo's cut is its rotated rectangle; the art's is much smaller, hugging the character.
    const area = (b: { x0: number; y0: number; x1: number; y1: number }) => (b.x1 - b.x0) * (b.y1 - b.y0);
    const photoBox = photo.cut!.outer;
    const artBox = art.cut!.outer;
    expect(area(artBox)).toBeLessThan(area(photoBox) * 0.8);
    expect(artBox.x0).toBeGreaterThan(photoBox.x0);
    expect(artBox.y0).toBeGreaterThan(photoBox.y0);
  }, 120_000);
});
