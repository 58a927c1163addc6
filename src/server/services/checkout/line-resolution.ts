/**
 * The checkout's resolution rule (src/server/services/cart/resolution.ts): a line printing under 150 DPI
 * is paid for only when the shopper accepted it. A cart line carries its measured DPI and acceptance; a
 * line sent without one, or enlarged so far that its cart measure cannot tell, is measured by rendering
 * its proof when the checkout was given the renderer.
 */
import { and, eq } from 'drizzle-orm';
import { GOOD_DPI } from '../../../shared/design/image-dpi';
import { dpiAtSize, needsAcknowledgement } from '../../../shared/design/print-resolution';
import type { StickerOptions } from '../../../shared/sticker';
import { cartItems } from '../../db/schema';
import type { RenderProof } from '../cart/proof';
import { acceptedResolution, lineSizeIn } from '../cart/resolution';
import { worstImageDpi } from '../production/image-resolution';
import type { CheckoutDeps } from './deps';

export interface ResolutionLine {
  options: StickerOptions;
  proofKey?: string;
  acceptLowResolution?: boolean;
}

/** The DPI the shopper accepted, to keep on the order line (null when the line prints at 150 DPI or more); throws `low_resolution` otherwise. */
export async function checkoutLineResolution(
  deps: CheckoutDeps & { renderProof?: RenderProof },
  buyerId: string,
  line: ResolutionLine,
  designJson: string,
  lineIndex: number,
): Promise<number | null> {
  const sizeIn = lineSizeIn(line.options);
  const measured = await measuredLine(deps, buyerId, line, designJson, sizeIn);
  if (!measured || measured.printDpi === null || !needsAcknowledgement(measured.printDpi)) return null;
  return acceptedResolution({ printDpi: measured.printDpi, sizeIn, accept: line.acceptLowResolution, accepted: measured.accepted }, { lineIndex });
}

async function measuredLine(
  deps: CheckoutDeps & { renderProof?: RenderProof },
  buyerId: string,
  line: ResolutionLine,
  designJson: string,
  sizeIn: number,
): Promise<{ printDpi: number | null; accepted: number | null } | null> {
  if (line.proofKey) {
    const [cartLine] = await deps.payments.db
      .select({ options: cartItems.options, printDpi: cartItems.printDpi, accepted: cartItems.lowResolutionAcceptedDpi })
      .from(cartItems)
      .where(and(eq(cartItems.userId, buyerId), eq(cartItems.proofKey, line.proofKey)));
    const measuredAt = cartLine && lineSizeIn(cartLine.options);
    if (cartLine?.printDpi != null && measuredAt) return { printDpi: Math.round(dpiAtSize({ dpi: cartLine.printDpi, sizeIn: measuredAt }, sizeIn)), accepted: cartLine.accepted };
    // A proof with nothing soft measured 300 DPI or more: at this size at least this much.
    if (cartLine && measuredAt && !needsAcknowledgement(dpiAtSize({ dpi: GOOD_DPI, sizeIn: measuredAt }, sizeIn))) return { printDpi: null, accepted: cartLine.accepted };
  }
  if (!deps.renderProof) return null;
  const proof = await deps.renderProof(buyerId, designJson, line.options);
  return { printDpi: worstImageDpi(proof.warnings), accepted: null };
}
