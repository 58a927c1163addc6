import { type CatalogueFont, previewStylesheetUrl } from './google-catalogue';

const added = new Set<string>();

/**
 * Shows a catalogue family's name in its own face: a CSS2 stylesheet with only the name's glyphs, added
 * once, when its row is on screen (the list is virtualised, so only visible rows ask).
 */
export function previewCatalogueFont(font: CatalogueFont): void {
  const href = previewStylesheetUrl(font);
  if (added.has(href)) return;
  added.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.fontPreview = font.family;
  document.head.append(link);
}
