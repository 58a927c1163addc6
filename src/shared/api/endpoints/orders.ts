import { defineEndpoint } from '../endpoint';
import { multipartBody } from '../multipart';
import {
  adminManualOrderSchema,
  adminOrderHoldSchema,
  adminOrderListQuerySchema,
  adminOrderRefundSchema,
  adminOrderStatusSchema,
  orderCustomerNoteSchema,
  orderTrackingSchema,
  orderViewQuerySchema,
} from '../orders';
import { adminOrderResponseSchema, adminOrdersResponseSchema, orderResponseSchema, ordersResponseSchema } from '../orders.responses';

/** The customer's orders (/account/orders): list, detail, cancel, reorder, and the on-hold choices. */
export const orderEndpoints = {
  mine: defineEndpoint({ method: 'GET', path: '/api/orders', response: ordersResponseSchema }),
  get: defineEndpoint({ method: 'GET', path: '/api/orders/:id', query: orderViewQuerySchema, response: orderResponseSchema }),
  cancel: defineEndpoint({ method: 'POST', path: '/api/orders/:id/cancel', body: orderCustomerNoteSchema, response: orderResponseSchema }),
  reorder: defineEndpoint({ method: 'POST', path: '/api/orders/:id/reorder', response: orderResponseSchema, status: 201 }),
  approveAsIs: defineEndpoint({ method: 'POST', path: '/api/orders/:id/hold/approve', body: orderCustomerNoteSchema, response: orderResponseSchema }),
  uploadReplacement: defineEndpoint({ method: 'POST', path: '/api/orders/:id/items/:itemId/replacement', body: multipartBody, response: orderResponseSchema }),
};

/** The back office's orders (/admin/orders): list with filters, detail, status, hold, refund, tracking. */
export const adminOrderEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/orders', query: adminOrderListQuerySchema, response: adminOrdersResponseSchema }),
  get: defineEndpoint({ method: 'GET', path: '/api/admin/orders/:id', response: adminOrderResponseSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/admin/orders', body: adminManualOrderSchema, response: adminOrderResponseSchema, status: 201 }),
  setStatus: defineEndpoint({ method: 'PATCH', path: '/api/admin/orders/:id/status', body: adminOrderStatusSchema, response: adminOrderResponseSchema }),
  hold: defineEndpoint({ method: 'POST', path: '/api/admin/orders/:id/hold', body: adminOrderHoldSchema, response: adminOrderResponseSchema }),
  refund: defineEndpoint({ method: 'POST', path: '/api/admin/orders/:id/refund', body: adminOrderRefundSchema, response: adminOrderResponseSchema }),
  tracking: defineEndpoint({ method: 'POST', path: '/api/admin/orders/:id/tracking', body: orderTrackingSchema, response: adminOrderResponseSchema }),
  retryProduction: defineEndpoint({ method: 'POST', path: '/api/admin/orders/:id/production/retry', response: adminOrderResponseSchema }),
};
