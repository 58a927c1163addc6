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
  const visit = (objects: unknown, scale: number) => {
    if (!Array.isArray(objects)) return;
    for (const raw of objects as Json[]) {
      if (!raw || typeof raw !== 'object') continue;
      const own = scale * Math.max(Math.abs(Number(raw.scaleX ?? 1)), Math.abs(Number(raw.scaleY ?? 1)));
      if (typeof raw.src === 'string') {
        const extent = own * Math.max(Number(raw.width) || 0, Number(raw.height) || 0) * perUnit;
        if (extent > 0) sides.set(raw.src, Math.max(sides.get(raw.src) ?? 0, extent));
      }
      visit(raw.objects, own);
    }
  };
  visit(doc.objects, 1);
  return (src) => {
    const side = sides.get(src);
    // renderPdfPage also keeps the page under MAX_RENDER_PIXELS whatever its proportions.
    return side ? Math.min(MAX_PRINT_SIDE, Math.ceil(side)) : null;
  };
}
