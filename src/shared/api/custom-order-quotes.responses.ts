import { z } from 'zod';
import { SHOP_CURRENCY } from '../money';
import { SHIPPING_METHODS, stickerSpecSchema } from '../sticker';
import type { CustomOrderQuote } from './custom-order-quotes';
import { CUSTOM_ORDER_STATUSES } from './custom-orders';
import type { SameType } from './endpoint';
import { ORDER_LANGUAGES } from './orders';
import { proofFactsSchema } from './proof-facts';

/** Answers of the quote endpoints (endpoints/custom-order-quotes.ts); CustomOrderQuote must match. */

export const customOrderQuoteViewSchema = z.object({
  requestId: z.string(),
  reference: z.string(),
  description: z.string(),
  status: z.enum(CUSTOM_ORDER_STATUSES),
  revision: z.number().int(),
  options: stickerSpecSchema,
  quantity: z.number().int(),
  currency: z.literal(SHOP_CURRENCY),
  priceCents: z.number().int(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingCents: z.number().int(),
  proofUrl: z.string(),
  proofFacts: proofFactsSchema.nullable(),
  message: z.string().nullable(),
  language: z.enum(ORDER_LANGUAGES),
  quotedAt: z.string(),
  orderId: z.string().nullable(),
});
true satisfies SameType<z.infer<typeof customOrderQuoteViewSchema>, CustomOrderQuote>;

/** GET /api/custom-orders/:id/quote, POST /api/admin/custom-orders/:id/quote */
export const quoteResponseSchema = z.object({ quote: customOrderQuoteViewSchema });
/** GET /api/admin/custom-orders/:id/quote (null until quoted) */
export const adminQuoteResponseSchema = z.object({ quote: customOrderQuoteViewSchema.nullable() });
/** POST /api/custom-orders/:id/quote/accept: the order to pay. */
export const acceptQuoteResponseSchema = z.object({ orderId: z.string() });
/** POST /api/admin/custom-orders/:id/quote/art (multipart, field "file") */
export const quoteArtResponseSchema = z.object({ uploadKey: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
