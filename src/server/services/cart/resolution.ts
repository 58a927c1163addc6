/**
 * The server's side of "print anyway" (src/shared/design/print-resolution.ts): a line whose art prints
 * under 150 DPI at its size is sold only when the shopper explicitly accepted it. The browser warns
 * first; this is what holds when a request skips the browser.
 */
import { POOR_DPI } from '../../../shared/design/image-dpi';
import { needsAcknowledgement, resolutionAccepted, sharpSizeIn } from '../../../shared/design/print-resolution';
import type { StickerOptions } from '../../../shared/sticker';
import { DomainError } from '../../domain/errors';

/** The sticker's longer side, inches: the size DPI is measured against. */
export const lineSizeIn = (options: Pick<StickerOptions, 'widthIn' | 'heightIn'>) => Math.max(options.widthIn, options.heightIn);

/**
 * The accepted DPI to keep on the line, or a refusal. `printDpi` is the line's worst image at `sizeIn`
 * (null: nothing soft); `accept` is this request's "print anyway"; `accepted` what was accepted before.
 */
export function acceptedResolution(
  check: { printDpi: number | null; sizeIn: number; accept?: boolean; accepted: number | null },
  where: { lineIndex?: number } = {},
): number | null {
  const { printDpi, sizeIn, accept, accepted } = check;
  if (printDpi === null || !needsAcknowledgement(printDpi)) return accepted;
  if (accept) return printDpi;
  if (resolutionAccepted(printDpi, accepted)) return accepted;
  const sharp = sharpSizeIn({ dpi: printDpi, sizeIn });
  const line = where.lineIndex === undefined ? '' : `Line ${where.lineIndex + 1}: `;
  const advice = sharp === null ? 'Use a larger image' : `Choose ${sharp} in or smaller for a sharp print`;
  throw new DomainError(
    'invalid',
    'low_resolution',
    `${line}the art prints at ${printDpi} DPI at ${sizeIn} in, under ${POOR_DPI}: it will look pixelated. ${advice}, or confirm "Print anyway".`,
    { ...where, dpi: printDpi, sizeIn, minimum: POOR_DPI, sharpSizeIn: sharp },
  );
}
