import { effectiveDpi } from '../../../shared/design/image-dpi';
import type { MeasuredResolution } from '../../../shared/design/print-resolution';

/**
 * An uploaded image's resolution at the chosen sticker size, before the server measures the proof: the
 * image fills the design, so its longer side spans the sticker's longer side. The cut's border makes
 * the real figure a little better; transparent margins (the cut hugs the opaque part) a little worse,
 * and then the server's refusal at add-to-cart corrects it.
 */
export function artworkResolution(art: { src: string; width: number; height: number }, sizeIn: number): MeasuredResolution | null {
  // Vector art has no pixels to run out of: a PDF's stand-in image (decision 80: the PDF's key + ".png")
  // is drawn again from the vector at the print's size, and an uploaded SVG is drawn as vector.
  if (/\.(?:pdf\.png|svg)(?:[?#]|$)/i.test(art.src)) return null;
  const side = Math.max(art.width, art.height);
  const dpi = effectiveDpi({ id: 'artwork', name: '', sourceWidth: art.width, sourceHeight: art.height, scaleX: 1, scaleY: 1 }, sizeIn / side);
  return { dpi, sizeIn };
}
