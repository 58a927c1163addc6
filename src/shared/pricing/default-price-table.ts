import type { PriceTable } from './price-table';

/**
 * The built-in price table: version 1 in a new database, and the fallback a test or bench can use.
 *
 * Anchored to a Canadian shop's published prices for a 2 × 2 in white die-cut (the 4 sq in row): 50 →
 * CA$49, 100 → CA$69, 250 → CA$119, 500 → CA$189, 1,000 → CA$299, extended to 10,000 with the same
 * falling unit price. Other areas scale as (area / 4)^e, e rising from 0.60 at 50 to 0.85 at 10,000
 * (small runs are mostly set-up; big runs mostly vinyl), rounded to whole dollars. Clear ×1.2 and kiss-cut
 * ×1.15 follow the same shop; the other multipliers are the usual market spread.
 */
export const DEFAULT_PRICE_TABLE: PriceTable = {
  format: 1,
  currency: 'CAD',
  quantityBreaks: [50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000],
  areaStepsSqIn: [1, 4, 9, 16, 25, 36, 64, 144, 576],
  basePricesCents: [
    [2_100, 2_900, 4_700, 7_100, 10_700, 18_500, 27_300, 40_000],
    [4_900, 6_900, 11_900, 18_900, 29_900, 54_900, 84_900, 129_900],
    [8_000, 11_500, 20_600, 33_600, 54_500, 103_700, 164_700, 258_800],
    [11_300, 16_600, 30_400, 50_500, 83_600, 162_900, 263_600, 422_000],
    [14_700, 22_000, 41_100, 69_300, 116_300, 231_200, 379_600, 616_700],
    [18_300, 27_700, 52_500, 89_700, 152_400, 307_800, 511_500, 840_800],
    [25_900, 39_900, 77_500, 134_800, 233_500, 483_400, 818_500, 1_371_200],
    [42_100, 66_600, 134_100, 239_500, 426_000, 913_300, 1_588_100, 2_731_900],
    [96_700, 160_100, 342_400, 639_700, 1_190_600, 2_710_200, 4_930_900, 8_876_000],
  ],
  products: {
    'die-cut': {
      multiplierBp: 10_000,
      minQuantity: 50,
      shapes: ['contour', 'circle', 'square', 'rounded', 'rectangle'],
      materials: ['white-vinyl', 'clear', 'holographic', 'glitter', 'mirror'],
      finishes: ['gloss', 'matte'],
      needsVinylColour: false,
    },
    'kiss-cut': {
      multiplierBp: 11_500,
      minQuantity: 50,
      shapes: ['contour', 'circle', 'square', 'rounded', 'rectangle'],
      materials: ['white-vinyl', 'clear', 'holographic', 'glitter', 'mirror'],
      finishes: ['gloss', 'matte'],
      needsVinylColour: false,
    },
    // A sheet's size is the sheet's; its stickers are kiss-cut inside it.
    'sticker-sheet': {
      multiplierBp: 12_500,
      minQuantity: 10,
      shapes: ['rectangle', 'rounded'],
      materials: ['white-vinyl', 'clear', 'holographic'],
      finishes: ['gloss', 'matte'],
      needsVinylColour: false,
    },
    // The colour is the vinyl: the material stays the standard film, the shopper picks a colour.
    'vinyl-decal': {
      multiplierBp: 11_000,
      minQuantity: 10,
      shapes: ['contour'],
      materials: ['white-vinyl'],
      finishes: ['gloss', 'matte'],
      needsVinylColour: true,
    },
    // Ready-made art from the sticker library: no artwork check, so a little cheaper and from 10.
    'library-item': {
      multiplierBp: 9_000,
      minQuantity: 10,
      shapes: ['contour'],
      materials: ['white-vinyl', 'clear', 'holographic', 'glitter', 'mirror'],
      finishes: ['gloss', 'matte'],
      needsVinylColour: false,
    },
  },
  materials: { 'white-vinyl': 10_000, clear: 12_000, holographic: 13_500, glitter: 13_500, mirror: 15_000 },
  finishes: { gloss: 10_000, matte: 10_000 },
  shapes: { contour: 10_000, circle: 10_000, square: 10_000, rounded: 10_000, rectangle: 10_000 },
  vinylColours: { white: 10_000, black: 10_000, red: 10_000, blue: 10_000, green: 10_000, yellow: 10_000, gold: 12_500, silver: 12_500 },
  shipping: {
    CA: { standardCents: 799, expressCents: 2_499, freeStandardFromCents: 7_500 },
    US: { standardCents: 1_299, expressCents: 3_499, freeStandardFromCents: 15_000 },
  },
};
