/**
 * The checkout's resolution rule (src/server/services/cart/resolution.ts): a line printing under 150 DPI
 * is paid for only when the shopper accepted it. A cart line carries its measured DPI and acceptance; a
 * line sent without one, or enlarged so far that its cart measure cannot tell, is measured by rendering
 * its proof when the checkout was given the renderer — once per design and cut in a checkout (`measures`),
 * the other sizes following from it, so fifty lines of one design cost one render, not fifty.
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
  designId: string;
  options: StickerOptions;
  proofKey?: string;
  acceptLowResolution?: boolean;
}

/** One checkout's rendered measures: the worst image DPI of a design and cut at the size it was rendered. */
export type ResolutionMeasures = Map<string, Promise<{ dpi: number | null; sizeIn: number }>>;

/** The DPI the shopper accepted, to keep on the order line (null when the line prints at 150 DPI or more); throws `low_resolution` otherwise. */
export async function checkoutLineResolution(
  deps: CheckoutDeps & { renderProof?: RenderProof },
  buyerId: string,
  line: ResolutionLine,
  designJson: string,
  lineIndex: number,
  measures: ResolutionMeasures = new Map(),
): Promise<number | null> {
  const sizeIn = lineSizeIn(line.options);
  const measured = await measuredLine(deps, buyerId, line, designJson, sizeIn, measures);
  if (!measured || measured.printDpi === null || !needsAcknowledgement(measured.printDpi)) return null;
  return acceptedResolution({ printDpi: measured.printDpi, sizeIn, accept: line.acceptLowResolution, accepted: measured.accepted }, { lineIndex });
}

async function measuredLine(
  deps: CheckoutDeps & { renderProof?: RenderProof },
  buyerId: string,
  line: ResolutionLine,
  designJson: string,
  sizeIn: number,
  measures: ResolutionMeasures,
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
  const renderProof = deps.renderProof;
  if (!renderProof) return null;
  const measureAt = (key: string) => {
    let measure = measures.get(key);
    if (!measure) {
      measure = renderProof(buyerId, designJson, line.options).then((proof) => ({ dpi: worstImageDpi(proof.warnings), sizeIn }));
      measures.set(key, measure);
    }
    return measure;
  };
  const cut = `${line.designId}|${line.options.product}|${line.options.shape}`;
  let { dpi, sizeIn: measuredAt } = await measureAt(cut);
  // Nothing soft at the measured size says only "300 DPI or more" there: a larger line may need its own render.
  if (dpi === null && needsAcknowledgement(dpiAtSize({ dpi: GOOD_DPI, sizeIn: measuredAt }, sizeIn))) ({ dpi, sizeIn: measuredAt } = await measureAt(`${cut}|${sizeIn}`));
  return { printDpi: dpi === null ? null : Math.round(dpiAtSize({ dpi, sizeIn: measuredAt }, sizeIn)), accepted: null };
}
