import { FabricImage, Group, Rect } from 'fabric';
import { describe, expect, it } from 'vitest';
import { placedImages } from './placed-images';

/** An image of `w` × `h` source pixels (a blank canvas element: only its size matters here). */
function image(w: number, h: number, props: Record<string, unknown> = {}): FabricImage {
  const el = document.createElement('canvas');
  el.width = w;
  el.height = h;
  return new FabricImage(el, props);
}

describe('placedImages: the images the resolution rule judges', () => {
  it('finds images inside groups with their total scale, and names them as /preview does', () => {
    const top = image(400, 300, { scaleX: 2.5, scaleY: 2.5, name: 'Holiday photo', id: 'photo' });
    const inner = image(100, 100, { scaleX: 2, scaleY: 2 });
    const group = new Group([inner, new Rect({ width: 10, height: 10 })], { scaleX: 3, scaleY: 3 });
    const found = placedImages([top, group]);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({ id: 'photo', name: 'Holiday photo', sourceWidth: 400, sourceHeight: 300 });
    expect(found[0].scaleX).toBeCloseTo(2.5);
    expect(found[1]).toMatchObject({ id: 'image-2', name: '#2', sourceWidth: 100 });
    expect(found[1].scaleX).toBeCloseTo(6);
  });

  it('leaves out the images the caller skips (placeholders)', () => {
    const found = placedImages([image(10, 10, { id: 'a' }), image(10, 10, { id: 'b' })], (i) => (i as FabricImage & { id?: string }).id === 'a');
    expect(found.map((f) => f.id)).toEqual(['b']);
  });

  it('leaves out SVG images: drawn as vector, they have no resolution to judge', () => {
    const svgSrc = (src: string) => {
      const picture = image(106, 106, { id: src });
      (picture as FabricImage & { getSrc: () => string }).getSrc = () => src;
      return picture;
    };
    const found = placedImages([
      svgSrc('data:image/svg+xml;base64,PHN2Zy8+'),
      svgSrc('/api/files/raw/users/u/uploads/logo.SVG?v=2'),
      svgSrc('/api/files/raw/users/u/uploads/photo.png'),
    ]);
    expect(found.map((f) => f.id)).toEqual(['/api/files/raw/users/u/uploads/photo.png']);
  });
});
