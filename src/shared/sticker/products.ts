import type { CutKind } from './shapes';

/** The printed products the shop sells; the price table prices each (`shared/pricing/price-table.ts`). */
export const PRODUCT_IDS = ['die-cut', 'kiss-cut', 'sticker-sheet', 'vinyl-decal', 'library-item'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export interface ProductDefinition {
  /** What production makes: a printed sticker, or a single-colour vinyl cut (no print, a cut file only). */
  made: 'sticker' | 'vinyl';
  /**
   * The cut the product imposes on the design, or null where the design's own cut stands (a decal is
   * weeded vinyl, a library sticker is cut as its designer set it).
   */
  cutKind: CutKind | null;
}

export const PRODUCTS: Record<ProductId, ProductDefinition> = {
  'die-cut': { made: 'sticker', cutKind: 'die' },
  'kiss-cut': { made: 'sticker', cutKind: 'kiss' },
  // A sheet keeps its stickers on one backing: each is kiss-cut.
  'sticker-sheet': { made: 'sticker', cutKind: 'kiss' },
  'vinyl-decal': { made: 'vinyl', cutKind: null },
  'library-item': { made: 'sticker', cutKind: null },
};
