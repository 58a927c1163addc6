import { FabricImage } from 'fabric';
import { describe, expect, it } from 'vitest';
import favicon from '../../../tests/fixtures/art/mdbook-favicon.svg?raw';
import layers from '../../../tests/fixtures/art/rust-layers.svg?raw';
import { svgFileAsDataUrl } from './svg-file';

const svgFile = (text: string) => new File([text], 'art.svg', { type: 'image/svg+xml' });

async function decoded(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

/** The share of a drawn picture that has any opacity: a blank or cropped-away image has little or none. */
function opaqueShare(image: HTMLImageElement): number {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) opaque++;
  return opaque / (canvas.width * canvas.height);
}

describe('svgFileAsDataUrl: SVGs from design tools placed at their own proportions', () => {
  it.each([
    ['mdBook favicon (viewBox only, a <style> block)', favicon, [1024, 945]],
    ['Affinity Designer export (width="100%", <use> of images)', layers, [1104, 632]],
  ] as const)('%s: the browser decodes it at the size the server stores, and Fabric places all of it', async (_, text, size) => {
    const src = await svgFileAsDataUrl(svgFile(text));
    const image = await decoded(src);
    expect([image.naturalWidth, image.naturalHeight]).toEqual(size);
    expect(opaqueShare(image)).toBeGreaterThan(0.02);
    const placed = await FabricImage.fromURL(src);
    expect([placed.width, placed.height]).toEqual(size);
  });

  it('leaves a file it cannot size as it was', async () => {
    const text = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>';
    expect(atob((await svgFileAsDataUrl(svgFile(text))).split(',')[1])).toBe(text);
  });
});

describe('why: a viewBox-only SVG has no size of its own in the browser', () => {
  it('decodes at a guess (150 high) that is neither its viewBox (199.7 × 184.2) nor what librsvg reads (200 × 184)', async () => {
    // Fabric crops an image to the width and height the design holds, in the element's pixels: a design
    // that holds librsvg's 200 × 184 for a 163 × 150 element draws a corner of it, or nothing.
    const image = await decoded(URL.createObjectURL(svgFile(favicon)));
    expect([image.naturalWidth, image.naturalHeight]).toEqual([163, 150]);
  });
});
