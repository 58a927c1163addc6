import { z } from 'zod';
import { VINYL_COLOUR_IDS } from './colours';
import { FINISH_IDS } from './finishes';
import { MAX_QUANTITY, MAX_SIDE_IN, MIN_SIDE_IN } from './limits';
import { MATERIAL_IDS } from './materials';
import { PRODUCT_IDS } from './products';
import { SHAPE_IDS } from './shapes';

const side = z.number().min(MIN_SIDE_IN).max(MAX_SIDE_IN);

/**
 * One sticker as the shop makes it: product, size in inches, shape, material, finish and, for decals,
 * the vinyl colour. An order line stores exactly this (with its quantity beside it); which choices a
 * product offers is data in the price table, checked by `quote` (`shared/pricing/quote.ts`).
 */
export const stickerSpecSchema = z
  .object({
    product: z.enum(PRODUCT_IDS),
    widthIn: side,
    heightIn: side,
    shape: z.enum(SHAPE_IDS),
    material: z.enum(MATERIAL_IDS),
    finish: z.enum(FINISH_IDS),
    /** Required for vinyl decals, refused for the other products. */
    vinylColour: z.enum(VINYL_COLOUR_IDS).optional(),
  })
  .strict();
export type StickerSpec = z.infer<typeof stickerSpecSchema>;

/** A sticker and how many: a cart line, a quote's line, what the shopper chooses. */
export const stickerOptionsSchema = stickerSpecSchema.extend({ quantity: z.number().int().min(1).max(MAX_QUANTITY) }).strict();
export type StickerOptions = z.infer<typeof stickerOptionsSchema>;

/** The sticker of a line, without its quantity. */
export function specOf({ quantity: _quantity, ...spec }: StickerOptions): StickerSpec {
  return spec;
}

/** Rounds a length to the hundredth of an inch the shop cuts to. */
export function roundToHundredth(inches: number): number {
  return Math.round(inches * 100) / 100;
}

/**
 * A preset's width and height for a sticker whose width / height is `aspectRatio`: the longest side is
 * the preset, the other keeps the proportions (never under 1 in, the smallest side the shop cuts).
 */
export function sizeForPreset(longestSideIn: number, aspectRatio = 1): { widthIn: number; heightIn: number } {
  const ratio = Number.isFinite(aspectRatio) && aspectRatio > 0 ? aspectRatio : 1;
  const shorter = (value: number) => Math.max(MIN_SIDE_IN, roundToHundredth(value));
  return ratio >= 1 ? { widthIn: longestSideIn, heightIn: shorter(longestSideIn / ratio) } : { widthIn: shorter(longestSideIn * ratio), heightIn: longestSideIn };
}

/**
 * The shop's choice where a line leaves one out: an order the shop enters by hand (phone, e-mail, a
 * replacement) may name only the product and size.
 */
export const STICKER_DEFAULTS = { shape: 'contour', material: 'white-vinyl', finish: 'gloss' } as const satisfies Partial<StickerSpec>;

/** A sticker spec whose shape, material and finish default to the shop's choice. */
export const stickerSpecWithDefaultsSchema = stickerSpecSchema.extend({
  shape: stickerSpecSchema.shape.shape.default(STICKER_DEFAULTS.shape),
  material: stickerSpecSchema.shape.material.default(STICKER_DEFAULTS.material),
  finish: stickerSpecSchema.shape.finish.default(STICKER_DEFAULTS.finish),
});
