import { z } from 'zod';
import type { SHOP_CURRENCY } from '../money';
import { SHIPPING_METHODS, type ShippingMethod, type StickerSpec, stickerOptionsSchema, stickerSpecWithDefaultsSchema } from '../sticker';
import type { CustomOrderStatus } from './custom-orders';
import { ORDER_LANGUAGES, type OrderLanguage, shippingAddressSchema } from './orders';
import type { ProofFacts } from './proof-facts';

/**
 * The shop's quote for a /custom-order request: a sticker in the shop's one vocabulary, its price, and a
 * proof drawn by the production steps from art the shop uploaded or a saved design of the customer. The
 * customer accepts it with a shipping address (it becomes an order waiting for payment) and pays it
 * through the checkout of an existing order.
 */

const cents = z.number().int().min(0).max(100_000_000);

/** What the quote is drawn from: art the admin uploaded for this request, or one of the customer's saved designs. */
export const quoteArtSchema = z.union([
  z.object({ uploadKey: z.string().trim().min(1).max(500), width: z.number().int().min(1).max(100_000), height: z.number().int().min(1).max(100_000) }).strict(),
  z.object({ designId: z.string().trim().min(1).max(100) }).strict(),
]);
export type QuoteArt = z.infer<typeof quoteArtSchema>;

/** POST /api/admin/custom-orders/:id/quote: a new quote, or a change to the current one (its revision grows). */
export const customOrderQuoteSchema = z.object({
  options: stickerSpecWithDefaultsSchema,
  quantity: stickerOptionsSchema.shape.quantity,
  /** The stickers' price, before shipping and tax. */
  priceCents: cents.refine((c) => c > 0, 'The price must be more than zero.'),
  shippingMethod: z.enum(SHIPPING_METHODS).default('standard'),
  shippingCents: cents.default(0),
  art: quoteArtSchema,
  /** A word to the customer, shown on the quote page and in the e-mail. */
  message: z.string().trim().max(2000).optional(),
  /** The language the customer is written to in (the e-mail, the order). */
  language: z.enum(ORDER_LANGUAGES).default('en'),
});
export type CustomOrderQuoteInput = z.input<typeof customOrderQuoteSchema>;

/** The quote as stored with the request. */
export interface StoredCustomOrderQuote {
  revision: number;
  options: StickerSpec;
  quantity: number;
  priceCents: number;
  shippingMethod: ShippingMethod;
  shippingCents: number;
  /** The design snapshot the order will print, and its proof (storage keys). */
  designKey: string;
  proofKey: string;
  message: string | null;
  language: OrderLanguage;
  quotedAt: string;
}

/** What the customer (and the admin) see of a quote. */
export interface CustomOrderQuote {
  requestId: string;
  reference: string;
  description: string;
  status: CustomOrderStatus;
  revision: number;
  options: StickerSpec;
  quantity: number;
  currency: typeof SHOP_CURRENCY;
  priceCents: number;
  shippingMethod: ShippingMethod;
  shippingCents: number;
  proofUrl: string;
  proofFacts: ProofFacts | null;
  message: string | null;
  language: OrderLanguage;
  quotedAt: string;
  /** The order the quote was accepted as (null until then). */
  orderId: string | null;
}

/** POST /api/custom-orders/:id/quote/accept: the revision the customer saw and where to ship. */
export const customOrderAcceptSchema = z.object({
  revision: z.number().int().min(1),
  shippingAddress: shippingAddressSchema,
});
export type CustomOrderAcceptInput = z.input<typeof customOrderAcceptSchema>;
