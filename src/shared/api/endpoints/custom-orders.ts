import { customOrderConceptSchema, customOrderConfirmSchema, customOrderRequestSchema } from '../custom-orders';
import { conceptsResponseSchema, customOrderResponseSchema, customOrdersResponseSchema, referenceImageResponseSchema } from '../custom-orders.responses';
import { defineEndpoint } from '../endpoint';
import { multipartBody } from '../multipart';

/** /custom-order: AI concepts, a reference image, the request itself, the customer's list. */
export const customOrderEndpoints = {
  concepts: defineEndpoint({ method: 'POST', path: '/api/custom-orders/concepts', body: customOrderConceptSchema, response: conceptsResponseSchema }),
  reference: defineEndpoint({ method: 'POST', path: '/api/custom-orders/reference', body: multipartBody, response: referenceImageResponseSchema, status: 201 }),
  submit: defineEndpoint({ method: 'POST', path: '/api/custom-orders', body: customOrderRequestSchema, response: customOrderResponseSchema, status: 201 }),
  confirm: defineEndpoint({ method: 'POST', path: '/api/custom-orders/confirm', body: customOrderConfirmSchema, response: customOrderResponseSchema }),
  mine: defineEndpoint({ method: 'GET', path: '/api/custom-orders/mine', response: customOrdersResponseSchema }),
};
