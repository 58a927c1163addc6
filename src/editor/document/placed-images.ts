/**
 * The raster images placed in a design, with their total scale on the workspace: what the resolution
 * rule (src/shared/design/image-dpi.ts) needs. One walk for the browser (/preview) and the server
 * (production files), so both judge the same images the same way.
 */
import { FabricImage, type FabricObject, Group, util } from 'fabric';
import type { PlacedImage } from '../../shared/design/image-dpi';

/**
 * Is this image an SVG? An SVG is drawn as vector at any size, so it has no resolution to check: its
 * width and height are only the numbers its file states (a logo saying width="106" prints as sharp at
 * 24 in as at 1 in). Inlined on the server (a data: URL) or a stored file in the browser.
 */
export function isVectorImage(image: FabricImage): boolean {
  const src = image.getSrc();
  return src.startsWith('data:image/svg+xml') || /\.svg$/i.test(src.split(/[?#]/)[0]);
}

/**
 * Every raster image in `objects` (inside groups too); SVG images are vector, not raster, and left out;
 * `skip` leaves out images with nothing to check (placeholders).
 */
export function placedImages(objects: FabricObject[], skip: (image: FabricImage) => boolean = () => false): PlacedImage[] {
  const found: PlacedImage[] = [];
  const visit = (list: FabricObject[]) => {
    for (const object of list) {
      if (object instanceof Group) visit(object.getObjects());
      else if (object instanceof FabricImage && !isVectorImage(object) && !skip(object)) {
        const { scaleX, scaleY } = util.qrDecompose(object.calcTransformMatrix());
        const n = found.length + 1;
        const id = (object as FabricImage & { id?: unknown }).id;
        found.push({ id: typeof id === 'string' && id ? id : `image-${n}`, name: imageName(object, n), sourceWidth: object.width, sourceHeight: object.height, scaleX, scaleY });
      }
    }
  };
  visit(objects);
  return found;
}

/** The layer name, else the file name of its source, else '#n'. */
function imageName(image: FabricImage, n: number): string {
  const name = (image as FabricImage & { name?: unknown }).name;
  if (typeof name === 'string' && name.trim()) return name.trim();
  const src = image.getSrc();
  if (src && !src.startsWith('data:')) {
    const file = src.split(/[?#]/)[0].split('/').pop();
    if (file) return decodeURIComponent(file);
  }
  return `#${n}`;
}
