import { defineEndpoint } from '../endpoint';
import { cancelAtPeriodEndRequestSchema, changePlanRequestSchema, checkoutRequestSchema } from '../payments';
import {
  accountInvoicesResponseSchema,
  billingResponseSchema,
  checkoutResponseSchema,
  syncResponseSchema,
  testCheckoutActionResponseSchema,
  testCheckoutResponseSchema,
  urlResponseSchema,
} from '../payments.responses';

/** Payments: checkouts (packs, plans, orders), the subscription's billing, the test-mode checkout page. */
export const paymentEndpoints = {
  checkout: defineEndpoint({ method: 'POST', path: '/api/payments/checkout', body: checkoutRequestSchema, response: checkoutResponseSchema }),
  sync: defineEndpoint({ method: 'POST', path: '/api/payments/sync', response: syncResponseSchema }),
  billing: defineEndpoint({ method: 'GET', path: '/api/payments/billing', response: billingResponseSchema }),
  invoices: defineEndpoint({ method: 'GET', path: '/api/payments/invoices', response: accountInvoicesResponseSchema }),
  changePlan: defineEndpoint({ method: 'POST', path: '/api/payments/subscription/plan', body: changePlanRequestSchema, response: billingResponseSchema }),
  cancelAtPeriodEnd: defineEndpoint({ method: 'POST', path: '/api/payments/subscription/cancel', body: cancelAtPeriodEndRequestSchema, response: billingResponseSchema }),
  portal: defineEndpoint({ method: 'POST', path: '/api/payments/portal', response: urlResponseSchema }),
  testCheckout: defineEndpoint({ method: 'GET', path: '/api/payments/test-checkout/:id', response: testCheckoutResponseSchema }),
  testCheckoutAction: defineEndpoint({
    method: 'POST',
    path: '/api/payments/test-checkout/:id/:action',
    response: testCheckoutActionResponseSchema,
  }),
};
