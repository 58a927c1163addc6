import { z } from 'zod';
import { CURRENCIES } from '../money';
import { SHIPPING_COUNTRIES } from '../regions';
import { FINISH_IDS, MATERIAL_IDS, PRODUCT_IDS, SHAPE_IDS, VINYL_COLOUR_IDS } from '../sticker';

/**
 * The price table (decision 33): data, not code, so admins can change prices without a
 * release. Every amount is whole cents of `currency`; every multiplier is in basis points (10 000 = ×1).
 *
 * A line's price is `basePricesCents` — the total for a white, gloss, contour die-cut of an area at a
 * quantity break — interpolated linearly between area steps and between quantity breaks, times the
 * multipliers of the product, material, finish, shape and vinyl colour (see `quote.ts`).
 * Admins edit it through versions (`price_table_versions`): each change is a new, immutable version,
 * and an order keeps the version it was quoted with.
 */

export const PRICE_TABLE_FORMAT = 1;
/** Multipliers from ×0.1 to ×10, in basis points. */
const multiplierBp = z.number().int().min(1_000).max(100_000);
const cents = z.number().int().min(0).max(1_000_000_000);

const productRuleSchema = z
  .object({
    multiplierBp,
    /** The smallest quantity one line may order. */
    minQuantity: z.number().int().min(1).max(10_000),
    shapes: z.array(z.enum(SHAPE_IDS)).min(1),
    materials: z.array(z.enum(MATERIAL_IDS)).min(1),
    finishes: z.array(z.enum(FINISH_IDS)).min(1),
    /** True for single-colour vinyl decals: the shopper picks a colour (`vinylColours`). */
    needsVinylColour: z.boolean(),
  })
  .strict();
export type ProductRule = z.infer<typeof productRuleSchema>;

const shippingRateSchema = z
  .object({
    standardCents: cents,
    expressCents: cents,
    /** Standard shipping is free from this subtotal on; null: never free. */
    freeStandardFromCents: cents.nullable(),
  })
  .strict();
export type ShippingRates = z.infer<typeof shippingRateSchema>;

const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || v > values[i - 1]);

export const priceTableSchema = z
  .object({
    format: z.literal(PRICE_TABLE_FORMAT),
    currency: z.enum(CURRENCIES),
    /** Quantities at which the total is given, ascending (e.g. 50 … 10 000). */
    quantityBreaks: z.array(z.number().int().min(1).max(100_000)).min(1).max(20),
    /** Areas in square inches at which the total is given, ascending, the first 1 (smaller is billed as 1). */
    areaStepsSqIn: z.array(z.number().int().min(1).max(576)).min(1).max(20),
    /** [area step][quantity break]: the line total of a white, gloss, contour die-cut. */
    basePricesCents: z.array(z.array(cents.min(1))).min(1),
    products: z.record(z.enum(PRODUCT_IDS), productRuleSchema),
    /**
     * A multiplier per material the table prices. Partial: a table stored before a material existed
     * stays readable (that material is simply not offered by it); every material a product offers
     * must have one (checked below).
     */
    materials: z.partialRecord(z.enum(MATERIAL_IDS), multiplierBp),
    finishes: z.record(z.enum(FINISH_IDS), multiplierBp),
    shapes: z.record(z.enum(SHAPE_IDS), multiplierBp),
    vinylColours: z.record(z.enum(VINYL_COLOUR_IDS), multiplierBp),
    shipping: z.record(z.enum(SHIPPING_COUNTRIES), shippingRateSchema),
  })
  .strict()
  .superRefine((table, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!ascending(table.quantityBreaks)) issue(['quantityBreaks'], 'Quantity breaks must be ascending with no repeats.');
    if (!ascending(table.areaStepsSqIn)) issue(['areaStepsSqIn'], 'Area steps must be ascending with no repeats.');
    for (const [product, rule] of Object.entries(table.products)) {
      for (const material of rule.materials) {
        if (table.materials[material] === undefined) issue(['materials', material], `The ${product} product offers ${material}, which has no multiplier.`);
      }
    }
    if (table.areaStepsSqIn[0] !== 1) issue(['areaStepsSqIn', 0], 'The first area step must be 1 sq in (anything smaller is billed as 1 sq in).');
    if (table.basePricesCents.length !== table.areaStepsSqIn.length) {
      issue(['basePricesCents'], `There must be one row of prices per area step (${table.areaStepsSqIn.length}).`);
      return;
    }
    table.basePricesCents.forEach((row, a) => {
      if (row.length !== table.quantityBreaks.length) {
        issue(['basePricesCents', a], `Each row must have one price per quantity break (${table.quantityBreaks.length}).`);
        return;
      }
      // Monotonic totals keep interpolation honest: more stickers or bigger ones never cost less in total.
      row.forEach((price, q) => {
        if (q > 0 && price < row[q - 1]) issue(['basePricesCents', a, q], 'A larger quantity must not cost less in total.');
        if (a > 0 && table.basePricesCents[a - 1][q] !== undefined && price < table.basePricesCents[a - 1][q]) {
          issue(['basePricesCents', a, q], 'A larger area must not cost less.');
        }
      });
    });
  });
export type PriceTable = z.infer<typeof priceTableSchema>;

/** A table with the version it was stored as; quotes carry the version so an order keeps it. */
export interface VersionedPriceTable {
  version: number;
  table: PriceTable;
}
