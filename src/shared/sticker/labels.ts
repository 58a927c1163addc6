import type { VinylColourId } from './colours';
import type { FinishId } from './finishes';
import type { MaterialId } from './materials';
import type { ProductId } from './products';
import type { ShapeId } from './shapes';
import type { ShippingMethod } from './shipping';

/**
 * The i18n keys of each id's name (English and Chinese texts in `shared/i18n`). Every page, mail and
 * the payment page name a sticker's parts through these, so a new id needs its name only there.
 */
export const stickerLabelKey = {
  product: (id: ProductId) => `stickerPrices.products.${id}`,
  shape: (id: ShapeId) => `stickerPrices.shapes.${id}`,
  material: (id: MaterialId) => `stickerPrices.materials.${id}`,
  finish: (id: FinishId) => `stickerPrices.finishes.${id}`,
  colour: (id: VinylColourId) => `stickerPrices.colours.${id}`,
  /** Lower case, inside a sentence ("Shipping (standard)"). */
  shipping: (method: ShippingMethod) => `orders.shippingMethod.${method}`,
} as const;
