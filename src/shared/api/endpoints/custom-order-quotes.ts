import { customOrderAcceptSchema, customOrderQuoteSchema } from '../custom-order-quotes';
import { acceptQuoteResponseSchema, adminQuoteResponseSchema, quoteArtResponseSchema, quoteResponseSchema } from '../custom-order-quotes.responses';
import { defineEndpoint } from '../endpoint';
import { multipartBody } from '../multipart';

/** The customer's side of a quote for a /custom-order request: see it, accept it (it becomes an order to pay). */
export const customOrderQuoteEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/custom-orders/:id/quote', response: quoteResponseSchema }),
  accept: defineEndpoint({ method: 'POST', path: '/api/custom-orders/:id/quote/accept', body: customOrderAcceptSchema, response: acceptQuoteResponseSchema, status: 201 }),
};

/** The shop's side: the current quote, art for it, and quoting (or changing the quote, which mails the customer). */
export const adminCustomOrderQuoteEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/admin/custom-orders/:id/quote', response: adminQuoteResponseSchema }),
  art: defineEndpoint({ method: 'POST', path: '/api/admin/custom-orders/:id/quote/art', body: multipartBody, response: quoteArtResponseSchema, status: 201 }),
  quote: defineEndpoint({ method: 'POST', path: '/api/admin/custom-orders/:id/quote', body: customOrderQuoteSchema, response: quoteResponseSchema }),
};
