import { addDocumentToCartSchema, addToCartSchema, cartTaxSchema, mergeCartSchema, updateCartItemSchema } from '../cart';
import { addDocumentToCartResponseSchema, addToCartResponseSchema, cartResponseSchema, cartTaxResponseSchema, mergeCartResponseSchema } from '../cart.responses';
import { defineEndpoint } from '../endpoint';

/** The shopper's cart, a member's or a guest's (decisions 37, 88). */
export const cartEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/cart', response: cartResponseSchema }),
  add: defineEndpoint({ method: 'POST', path: '/api/cart/items', body: addToCartSchema, response: addToCartResponseSchema }),
  addDocument: defineEndpoint({ method: 'POST', path: '/api/cart/designs', body: addDocumentToCartSchema, response: addDocumentToCartResponseSchema }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/cart/items/:id', body: updateCartItemSchema, response: cartResponseSchema }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/cart/items/:id', response: cartResponseSchema }),
  merge: defineEndpoint({ method: 'POST', path: '/api/cart/merge', body: mergeCartSchema, response: mergeCartResponseSchema }),
  tax: defineEndpoint({ method: 'POST', path: '/api/cart/tax', body: cartTaxSchema, response: cartTaxResponseSchema }),
};
