/**
 * The shipped faces a design document's text draws with, fetched before an editor is made for it: a
 * page that reads the document before it can build the editor (/preview) overlaps the font downloads
 * with the rest of its start instead of starting them at import. Loading a face twice downloads it
 * once (the document holds one FontFace per face), so the import that follows finds them loaded.
 */
import { collectFontUses } from '../../shared/design/font-usage';
import { isShippedFont, loadShippedFont } from './shipped-faces';

/** Starts loading the shipped faces `doc` (a design document, or its JSON text) uses; never throws. */
export function preloadDocumentFonts(doc: unknown): void {
  const objects = objectsOf(doc);
  // New text starts in Arial: the editor loads its face when it starts, so it comes along too.
  const uses = [{ family: 'Arial', variants: [{ weight: 400, style: 'normal' as const }] }, ...collectFontUses(objects)];
  for (const use of uses) if (isShippedFont(use.family)) loadShippedFont(use.family, use.variants).catch(() => {});
}

function objectsOf(doc: unknown): unknown[] {
  let value = doc;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const objects = (value as { objects?: unknown } | null)?.objects;
  return Array.isArray(objects) ? objects : [];
}
