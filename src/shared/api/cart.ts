import { z } from 'zod';
import { SHIPPING_METHODS, stickerOptionsSchema } from '../sticker';
import { checkoutAddressSchema } from './checkout';
import { designJsonSchema, designNameSchema } from './designs';

/** Requests of /api/cart (decision 37). The server prices every line itself: no price is sent. */

/** "Print anyway": the shopper accepts the art printing under 150 DPI at these options' size (print-resolution.ts). */
const acceptLowResolution = z.boolean().optional();

/** POST /api/cart/items: a saved design with its options (the Order button, the guest cart's merge). */
export const addToCartSchema = z.object({ designId: z.string().min(1).max(100), options: stickerOptionsSchema, acceptLowResolution }).strict();
export type AddToCart = z.infer<typeof addToCartSchema>;

/**
 * What a document added to the cart is kept as (decision 97): `design`, one of the shopper's designs
 * (an uploaded file ordered from /upload-pricing, named after it); `order-copy`, only the line's frozen
 * copy, never in the design list (/preview, a guest editor's Order). Default `design`.
 */
export const CART_DOCUMENT_KEPT_AS = ['design', 'order-copy'] as const;

/**
 * POST /api/cart/designs: a design not saved yet (an upload, the editor's work) with its options: stored
 * and added in one call, for guests and members alike (decision 88); a refused line stores nothing.
 */
export const addDocumentToCartSchema = z
  .object({ name: designNameSchema, json: designJsonSchema, options: stickerOptionsSchema, acceptLowResolution, keepAs: z.enum(CART_DOCUMENT_KEPT_AS).optional() })
  .strict();
export type AddDocumentToCart = z.input<typeof addDocumentToCartSchema>;

/** PATCH /api/cart/items/:id: new options (size, material, quantity…). */
export const updateCartItemSchema = z.object({ options: stickerOptionsSchema, acceptLowResolution }).strict();

/** POST /api/cart/merge: a guest's browser cart, added to the account's cart at sign-in. */
export const mergeCartSchema = z.object({ items: z.array(addToCartSchema).max(50) }).strict();

/**
 * POST /api/cart/tax: the tax the checkout will charge for these lines, shipping method and address —
 * the shop's table, or Stripe Tax's calculation when the shop uses it (the cart shows the answer).
 */
export const cartTaxSchema = z.object({ lines: z.array(stickerOptionsSchema).min(1).max(50), shippingMethod: z.enum(SHIPPING_METHODS), address: checkoutAddressSchema }).strict();
export type CartTaxRequest = z.infer<typeof cartTaxSchema>;
