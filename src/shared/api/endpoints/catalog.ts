import { catalogListQuerySchema, catalogReadQuerySchema, createCatalogItemSchema, libraryToCartSchema, updateCatalogItemSchema } from '../catalog';
import { catalogItemResponseSchema, catalogListResponseSchema, libraryToCartResponseSchema } from '../catalog.responses';
import { defineEndpoint } from '../endpoint';

/**
 * Ready-made designs: the same calls at /api/library (stickers) and /api/templates. Each
 * item's design JSON is at `<base>/:id/document` (its `documentPath`), fetched by the editor's
 * template loader like any same-origin design file, so it is not in this table.
 */
export const libraryEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/library', query: catalogListQuerySchema, response: catalogListResponseSchema }),
  get: defineEndpoint({ method: 'GET', path: '/api/library/:id', query: catalogReadQuerySchema, response: catalogItemResponseSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/library', body: createCatalogItemSchema, response: catalogItemResponseSchema }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/library/:id', body: updateCatalogItemSchema, response: catalogItemResponseSchema }),
  addToCart: defineEndpoint({ method: 'POST', path: '/api/library/:id/cart', body: libraryToCartSchema, response: libraryToCartResponseSchema }),
};

export const templateEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/templates', query: catalogListQuerySchema, response: catalogListResponseSchema }),
  get: defineEndpoint({ method: 'GET', path: '/api/templates/:id', query: catalogReadQuerySchema, response: catalogItemResponseSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/templates', body: createCatalogItemSchema, response: catalogItemResponseSchema }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/templates/:id', body: updateCatalogItemSchema, response: catalogItemResponseSchema }),
};
