import { defineEndpoint } from '../endpoint';
import { createPriceTableVersionSchema } from '../prices';
import { currentPriceTableResponseSchema, priceTableVersionResponseSchema, priceTableVersionsResponseSchema } from '../prices.responses';

/** The price table: the current one for everyone (live quotes, price pages), its versions for admins. */
export const priceEndpoints = {
  current: defineEndpoint({ method: 'GET', path: '/api/prices/current', response: currentPriceTableResponseSchema }),
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/prices', response: priceTableVersionsResponseSchema }),
  adminGet: defineEndpoint({ method: 'GET', path: '/api/admin/prices/:version', response: priceTableVersionResponseSchema }),
  adminCreate: defineEndpoint({ method: 'POST', path: '/api/admin/prices', body: createPriceTableVersionSchema, response: priceTableVersionResponseSchema, status: 201 }),
};
