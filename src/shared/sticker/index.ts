/**
 * The sticker vocabulary: the one definition of what a sticker is (product, size, shape and its cut,
 * material, finish, vinyl colour, quantity) and how it ships, with its zod schemas and label keys.
 * The price table, carts, orders, production and the web all use these ids as they are.
 */
export { VINYL_COLOUR_IDS, VINYL_COLOUR_SWATCHES, type VinylColourId } from './colours';
export { FINISH_IDS, type FinishId } from './finishes';
export { stickerLabelKey } from './labels';
export { MAX_QUANTITY, MAX_SIDE_IN, MIN_SIDE_IN, SIZE_PRESETS_IN } from './limits';
export { MATERIAL_IDS, MATERIAL_LOOK, MATERIAL_LOOKS, type MaterialId, type MaterialLook, materialOfLook } from './materials';
export { PRODUCT_IDS, PRODUCTS, type ProductDefinition, type ProductId } from './products';
export { CUT_KINDS, CUT_SHAPE_OF, CUT_SHAPES, type CutKind, type CutShape, needsEqualSides, SHAPE_IDS, type ShapeId, shapeOfCut } from './shapes';
export { SHIPPING_METHODS, type ShippingMethod } from './shipping';
export {
  roundToHundredth,
  STICKER_DEFAULTS,
  type StickerOptions,
  type StickerSpec,
  sizeForPreset,
  specOf,
  stickerOptionsSchema,
  stickerSpecSchema,
  stickerSpecWithDefaultsSchema,
} from './spec';
