/**
 * SVGs stored before uploads were given an explicit size (decision 80) may hold only a viewBox. Skia
 * then draws such a file at its own guess (150 px), while the design's image object holds the size the
 * upload check reported, the viewBox's numbers, and Fabric crops the picture to that box. Before a
 * render the file gets its explicit size (shared/svg/size.ts), as a new upload does, and the objects
 * drawing it are rescaled by the same factor so the art keeps its place and prints whole.
 */
import type { JSDOM } from 'jsdom';
import { applySvgRootSize, parseSvgLength, parseViewBox } from '../../../../shared/svg/size';
import { loadJsdom } from '../../heavy-modules';
import type { ImageResize } from '../../pdf-art';

/** A bare window for parsing and serialising XML: no scripts run, nothing is fetched. */
let xml: Pick<JSDOM['window'], 'DOMParser' | 'XMLSerializer'> | null = null;

/**
 * The stored SVG with its explicit size and the factor the design's objects are rescaled by; null when
 * the file states a width or height of its own (or has no viewBox), so it is drawn as it is.
 */
export async function sizeStoredSvg(body: Buffer): Promise<{ body: Buffer; resize: ImageResize } | null> {
  xml ??= new (await loadJsdom()).JSDOM('').window;
  const doc = new xml.DOMParser().parseFromString(body.toString('utf8'), 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) return null;
  // A side the file states was what the upload check reported too: the objects already match it.
  if (parseSvgLength(root.getAttribute('width')) || parseSvgLength(root.getAttribute('height'))) return null;
  const viewBox = parseViewBox(root.getAttribute('viewBox'));
  const size = viewBox && applySvgRootSize(root);
  if (!viewBox || !size) return null;
  return {
    body: Buffer.from(new xml.XMLSerializer().serializeToString(doc), 'utf8'),
    resize: { fx: size.width / viewBox.width, fy: size.height / viewBox.height },
  };
}
