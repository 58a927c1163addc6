/**
 * PDF art (decision 80): an uploaded PDF's first page is the art. The PDF is stored as sent; beside it a
 * PNG stand-in of its page (key: the PDF's key + ".png") is what designs, the editor and previews use
 * as the image. The print never uses the stand-in's pixels: before a production render, each stand-in
 * whose PDF is there is replaced by its page drawn again at the print's resolution (print-sides.ts says
 * how large; production/render/resolve-images.ts draws it).
 */
export { PdfArtError, type PdfArtProblem, pdfArtRefusal } from './errors';
export { type ImageResize, printSidesOf, resizeImageObjects } from './print-sides';
export { MAX_RENDER_PIXELS, renderPdfPage } from './render-pdf-page';

/** Longer side of the stand-in a PDF upload keeps for screens (about 7 in at 300 DPI). */
export const STAND_IN_SIDE = 2048;

const STAND_IN_SUFFIX = '.png';

/** The stand-in's storage key for a PDF stored at `pdfKey` (which ends in ".pdf"). */
export const standInKeyOf = (pdfKey: string) => `${pdfKey}${STAND_IN_SUFFIX}`;

/** The PDF a stand-in was drawn from, or null when `key` is no PDF's stand-in. */
export function pdfKeyOfStandIn(key: string): string | null {
  return key.endsWith(`.pdf${STAND_IN_SUFFIX}`) ? key.slice(0, -STAND_IN_SUFFIX.length) : null;
}

/** A file is a PDF when its header says so (an Illustrator file saved with PDF compatibility is one). */
export { isPdfHeader as isPdf } from '../../../shared/art-formats';
