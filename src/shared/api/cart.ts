import { z } from 'zod';
import { stickerOptionsSchema } from '../pricing/options';

/** Requests of /api/cart (issue 16, decision 37). The server prices every line itself: no price is sent. */

/** POST /api/cart/items: a saved design with its options (the Order button, the guest cart's merge). */
export const addToCartSchema = z.object({ designId: z.string().min(1).max(100), options: stickerOptionsSchema }).strict();
export type AddToCart = z.infer<typeof addToCartSchema>;

/** PATCH /api/cart/items/:id: new options (size, material, quantity…). */
export const updateCartItemSchema = z.object({ options: stickerOptionsSchema }).strict();

/** POST /api/cart/merge: a guest's browser cart, added to the account's cart at sign-in. */
export const mergeCartSchema = z.object({ items: z.array(addToCartSchema).max(50) }).strict();
