import type { OrderLineOptions } from '../../../shared/api/orders';
import { type MaterialId, type ProductId, type StickerOptions, VINYL_COLOUR_SWATCHES, type VinylColourId } from '../../../shared/pricing/options';

const STICKER_PRODUCT: Record<OrderLineOptions['product'], ProductId> = {
  'die-cut': 'die-cut',
  'kiss-cut': 'kiss-cut',
  sheet: 'sticker-sheet',
  decal: 'vinyl-decal',
  library: 'library-item',
};

/** The vinyl colour whose swatch an order line kept, or undefined for an unknown one (the quote then says so). */
function vinylColourOf(swatch: string | undefined): VinylColourId | undefined {
  if (!swatch) return undefined;
  const found = (Object.entries(VINYL_COLOUR_SWATCHES) as [VinylColourId, string][]).find(([, hex]) => hex.toLowerCase() === swatch.toLowerCase());
  return found?.[0];
}

/**
 * An order line's options as the price table quotes them (the inverse of `orderLineOptions`). A line
 * an admin entered by hand may leave shape, material or finish out: the shop's defaults stand in.
 */
export function stickerOptionsOf(options: OrderLineOptions, quantity: number): StickerOptions {
  const vinylColour = vinylColourOf(options.vinylColour);
  return {
    product: STICKER_PRODUCT[options.product],
    widthIn: options.widthIn,
    heightIn: options.heightIn,
    shape: options.shape ?? 'contour',
    material: (options.material ?? 'white-vinyl') as MaterialId,
    finish: options.finish ?? 'gloss',
    quantity,
    ...(vinylColour ? { vinylColour } : {}),
  };
}
