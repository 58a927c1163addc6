import type { DesignDocument } from '../../../shared/design';

/** Print pixels per inch (production/artwork.ts PRINT_DPI; repeated so this module stays below production). */
const PRINT_DPI = 300;
/** The longest side a PDF page is drawn with for a print (a 24 in sticker at 300 DPI). */
const MAX_PRINT_SIDE = 24 * PRINT_DPI;

type Json = Record<string, unknown>;

/**
 * For a print whose workspace's longer side measures `sizeIn` inches (a decal's size exactly; a sticker's
 * within its border, so a little more), the pixels each placed image covers on its longer side: a PDF
 * page is drawn with that many, so the print holds the vector at print resolution and no more.
 * Groups scale their children; an image placed twice gets the larger of its sizes.
 */
export function printSidesOf(doc: DesignDocument, sizeIn: number): (src: string) => number | null {
  const perUnit = (sizeIn * PRINT_DPI) / Math.max(doc.workspace.width, doc.workspace.height);
  const sides = new Map<string, number>();
  const visit = (objects: unknown, groupScale: { x: number; y: number }) => {
    if (!Array.isArray(objects)) return;
    for (const raw of objects as Json[]) {
      if (!raw || typeof raw !== 'object') continue;
      const scale = { x: groupScale.x * Math.abs(Number(raw.scaleX ?? 1)), y: groupScale.y * Math.abs(Number(raw.scaleY ?? 1)) };
      if (typeof raw.src === 'string') {
        const extent = Math.max((Number(raw.width) || 0) * scale.x, (Number(raw.height) || 0) * scale.y) * perUnit;
        if (extent > 0) sides.set(raw.src, Math.max(sides.get(raw.src) ?? 0, extent));
      }
      visit(raw.objects, scale);
    }
  };
  visit(doc.objects, { x: 1, y: 1 });
  return (src) => {
    const side = sides.get(src);
    // renderPdfPage also keeps the page under MAX_RENDER_PIXELS whatever its proportions.
    return side ? Math.min(MAX_PRINT_SIDE, Math.round(side)) : null;
  };
}

/** How much larger an image's pixels were made, per axis (new ÷ old). */
export interface ImageResize {
  fx: number;
  fy: number;
}

/**
 * A copy of the document in which each image whose source is in `resized` keeps its place and size on
 * the workspace while its pixels change: Fabric crops and sizes an image by its own width, height and
 * crop in source pixels, so those grow by the factor and the scale shrinks by it.
 */
export function resizeImageObjects<T>(doc: T, resized: Map<string, ImageResize>): T {
  if (!resized.size) return doc;
  const copy = structuredClone(doc);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const raw = node as Json;
    const resize = typeof raw.src === 'string' ? resized.get(raw.src) : undefined;
    if (resize) {
      const { fx, fy } = resize;
      raw.width = Number(raw.width ?? 0) * fx;
      raw.height = Number(raw.height ?? 0) * fy;
      raw.scaleX = Number(raw.scaleX ?? 1) / fx;
      raw.scaleY = Number(raw.scaleY ?? 1) / fy;
      if (raw.cropX) raw.cropX = Number(raw.cropX) * fx;
      if (raw.cropY) raw.cropY = Number(raw.cropY) * fy;
    }
    for (const value of Object.values(raw)) if (value && typeof value === 'object') visit(value);
  };
  visit(copy);
  return copy;
}
