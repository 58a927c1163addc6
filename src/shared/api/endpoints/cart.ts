import { defineEndpoint, lazySchemas } from '../endpoint';

// Lazy schemas: the app shell's header reads the cart for its count, and its first paint carries no zod (decision 23).
const requests = lazySchemas(() => import('../cart'));
const responses = lazySchemas(() => import('../cart.responses'));

/** The shopper's cart, a member's or a guest's (decisions 37, 88). */
export const cartEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/cart', response: responses('cartResponseSchema') }),
  add: defineEndpoint({ method: 'POST', path: '/api/cart/items', body: requests('addToCartSchema'), response: responses('addToCartResponseSchema') }),
  addDocument: defineEndpoint({ method: 'POST', path: '/api/cart/designs', body: requests('addDocumentToCartSchema'), response: responses('addDocumentToCartResponseSchema') }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/cart/items/:id', body: requests('updateCartItemSchema'), response: responses('cartResponseSchema') }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/cart/items/:id', response: responses('cartResponseSchema') }),
  merge: defineEndpoint({ method: 'POST', path: '/api/cart/merge', body: requests('mergeCartSchema'), response: responses('mergeCartResponseSchema') }),
  tax: defineEndpoint({ method: 'POST', path: '/api/cart/tax', body: requests('cartTaxSchema'), response: responses('cartTaxResponseSchema') }),
};
