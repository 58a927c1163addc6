import { z } from 'zod';

/**
 * What a shopper chooses for a printed item (issue 16): the product, its size in inches, shape,
 * material, finish, vinyl colour (decals only) and quantity. These zod schemas are the contract for the
 * cart, checkout and orders; the rules of which choice each product offers are data in the price table
 * (`price-table.ts`), checked by `quote` (`quote.ts`).
 */

export const PRODUCT_IDS = ['die-cut', 'kiss-cut', 'sticker-sheet', 'vinyl-decal', 'library-item'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const SHAPE_IDS = ['contour', 'circle', 'square', 'rounded', 'rectangle'] as const;
export type ShapeId = (typeof SHAPE_IDS)[number];

export const MATERIAL_IDS = ['white-vinyl', 'clear', 'holographic', 'glitter', 'mirror'] as const;
export type MaterialId = (typeof MATERIAL_IDS)[number];

export const FINISH_IDS = ['gloss', 'matte'] as const;
export type FinishId = (typeof FINISH_IDS)[number];

/** Single-colour cut vinyl for decals (the colour is the material). */
export const VINYL_COLOUR_IDS = ['white', 'black', 'red', 'blue', 'green', 'yellow', 'gold', 'silver'] as const;
export type VinylColourId = (typeof VINYL_COLOUR_IDS)[number];

/** Swatches for the picker and the decal page (display only; the printer's vinyl is the reference). */
export const VINYL_COLOUR_SWATCHES: Record<VinylColourId, string> = {
  white: '#ffffff',
  black: '#1a1a1a',
  red: '#c8102e',
  blue: '#0033a0',
  green: '#00843d',
  yellow: '#ffcd00',
  gold: '#b8963e',
  silver: '#a7a8aa',
};

/** Custom sizes: each side from 1 to 24 inches, in hundredths of an inch. */
export const MIN_SIDE_IN = 1;
export const MAX_SIDE_IN = 24;
/** The size presets: the longest side in inches; the other follows the sticker's real proportions. */
export const SIZE_PRESETS_IN = [2, 3, 4, 5] as const;
/** The largest quantity one line can order (more is a custom quote). */
export const MAX_QUANTITY = 100_000;

const side = z.number().min(MIN_SIDE_IN).max(MAX_SIDE_IN);

export const stickerOptionsSchema = z
  .object({
    product: z.enum(PRODUCT_IDS),
    widthIn: side,
    heightIn: side,
    shape: z.enum(SHAPE_IDS),
    material: z.enum(MATERIAL_IDS),
    finish: z.enum(FINISH_IDS),
    /** Required for vinyl decals, refused for the other products. */
    vinylColour: z.enum(VINYL_COLOUR_IDS).optional(),
    quantity: z.number().int().min(1).max(MAX_QUANTITY),
  })
  .strict();
export type StickerOptions = z.infer<typeof stickerOptionsSchema>;

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
