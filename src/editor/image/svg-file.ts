import { withExplicitSvgSize } from '../../shared/svg/size';
import { readFileAsDataUrl } from './compress';

/**
 * An SVG file as the data: URL the editor places, with its size written into the root (a viewBox-only
 * export otherwise decodes at the browser's 300 × 150 guess and is drawn cropped). The markup is not
 * sanitised here: it is only ever drawn as an image, and the server sanitises what it stores.
 */
export async function svgFileAsDataUrl(file: Blob): Promise<string> {
  const { text, size } = withExplicitSvgSize(await file.text());
  if (!size) return readFileAsDataUrl(file);
  return readFileAsDataUrl(new Blob([text], { type: 'image/svg+xml' }));
}
