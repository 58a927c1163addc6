/**
 * The sticker's limits as plain numbers, without the zod schemas of spec.ts: the storefront's prices
 * (`shared/pricing/quote.ts` on the landing page) use them, and the landing loads no zod.
 */

/** Custom sizes: each side from 1 to 24 inches, in hundredths of an inch. */
export const MIN_SIDE_IN = 1;
export const MAX_SIDE_IN = 24;
/** The size presets: the longest side in inches; the other follows the sticker's real proportions. */
export const SIZE_PRESETS_IN = [2, 3, 4, 5] as const;
/** The largest quantity one line can order (more is a custom quote). */
export const MAX_QUANTITY = 100_000;
