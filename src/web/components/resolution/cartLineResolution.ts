import { type LineResolution, lineResolution, type MeasuredResolution, resolutionAccepted } from '../../../shared/design/print-resolution';
import type { StickerOptions } from '../../../shared/sticker';
import type { CartLine } from '../../api/cart';
import { longerSideIn } from './withLongerSide';

/**
 * A cart line's resolution at the options being edited: from the server's refusal of the last change
 * when there is one, else from the DPI measured on the line's proof (none measured: it prints sharp at
 * the line's size and the server measures any change). Accepted when the shopper's "Print anyway" on the
 * line covers it.
 */
export function cartLineResolution(line: CartLine, options: StickerOptions, refusal?: MeasuredResolution | null): { resolution: LineResolution; accepted: boolean } | null {
  const measured = refusal ?? (line.resolution.printDpi === null ? null : { dpi: line.resolution.printDpi, sizeIn: longerSideIn(line.options) });
  if (!measured) return null;
  const resolution = lineResolution(measured, longerSideIn(options));
  return { resolution, accepted: resolutionAccepted(resolution.dpi, line.resolution.acceptedDpi) };
}
