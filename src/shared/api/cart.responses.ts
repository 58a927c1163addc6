import { z } from 'zod';
import { stickerOptionsSchema } from '../sticker';
import { moneySchema } from './money';
import { proofFactsSchema } from './proof-facts';

/** Answers of /api/cart: the whole cart, each line priced now by the server (decision 37). */
export const cartLineSchema = z.object({
  id: z.string(),
  designId: z.string(),
  designRevision: z.number().int(),
  designName: z.string(),
  designChanged: z.boolean(),
  options: stickerOptionsSchema,
  proofKey: z.string().nullable(),
  proofUrl: z.string().nullable(),
  proofFacts: proofFactsSchema.nullable(),
  price: z.object({ lineCents: z.number().int(), unitCents: z.number().int() }).nullable(),
  error: z.object({ code: z.string(), message: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
  /**
   * The worst image's effective DPI at the line's size, measured on its proof (null: every image prints
   * at 300 DPI or more), and the lowest DPI the shopper accepted with "Print anyway" (null: never asked).
   */
  resolution: z.object({ printDpi: z.number().int().nullable(), acceptedDpi: z.number().int().nullable() }),
});
export type CartLineAnswer = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({ priceVersion: z.number().int(), lines: z.array(cartLineSchema) });
export const cartResponseSchema = z.object({ cart: cartSchema });
export const addToCartResponseSchema = cartResponseSchema.extend({ itemId: z.string() });
export const addDocumentToCartResponseSchema = addToCartResponseSchema.extend({ designId: z.string() });
export const mergeCartResponseSchema = cartResponseSchema.extend({ merged: z.object({ added: z.number().int(), skipped: z.number().int() }) });

/** POST /api/cart/tax: the tax lines in the shared table's shape (the cart's summary shows them as they are). */
export const cartTaxResponseSchema = z.object({
  source: z.enum(['table', 'stripe']),
  taxLines: z.array(
    z.object({
      kind: z.enum(['GST', 'HST', 'PST', 'QST', 'RST', 'US_SALES_TAX']),
      jurisdiction: z.string(),
      ratePer100k: z.number().int().min(0),
      amount: moneySchema,
    }),
  ),
  tax: moneySchema,
  total: moneySchema,
});
export type CartTaxAnswer = z.infer<typeof cartTaxResponseSchema>;
