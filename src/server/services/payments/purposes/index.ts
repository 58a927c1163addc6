import type { CheckoutRequest } from '../../../../shared/api/payments';
import { type OrderPaymentRequest, orderPurpose } from './order';
import { packPurpose } from './pack';
import { planPurpose } from './plan';
import { PurposeRegistry } from './registry';

export type { OrderPaymentRequest } from './order';
export type { Buyer, CheckoutRow, EndContext, FulfilContext, PreparedCheckout, PurposeDeps, PurposeHandler } from './registry';
export { PurposeRegistry } from './registry';

/**
 * What payments is asked to charge: a pack or a plan as the client asks for it, or an existing order
 * as the checkout workflow (services/checkout) hands it over.
 */
export type PaymentRequest = Extract<CheckoutRequest, { purpose: 'pack' | 'plan' }> | OrderPaymentRequest;

/**
 * Everything the shop sells through the payments port. The extension point: a new purpose is one more
 * `.register(…)` here — see `PurposeHandler` in registry.ts.
 */
export function createPurposeRegistry(): PurposeRegistry {
  // A checkout paying a waiting order may be stored as 'order-payment' (decision 74): this purpose fulfils and expires it too.
  return new PurposeRegistry().register(packPurpose).register(planPurpose).register(orderPurpose).alias('order-payment', 'order');
}
