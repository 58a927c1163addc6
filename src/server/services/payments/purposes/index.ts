import type { StoragePort } from '../../../providers/storage/types';
import { orderPurpose } from './order';
import { orderPaymentPurpose } from './order-payment';
import { packPurpose } from './pack';
import { planPurpose } from './plan';
import { PurposeRegistry } from './registry';

export type { Buyer, CheckoutRow, FulfilContext, PreparedCheckout, PurposeDeps, PurposeHandler } from './registry';
export { PurposeRegistry } from './registry';

/**
 * Everything the shop sells through the payments port. The extension point: a new purpose (the
 * orders work's 'order') is one more `.register(…)` here — see `PurposeHandler` in registry.ts.
 */
export function createPurposeRegistry(deps: { storage: StoragePort }): PurposeRegistry {
  return new PurposeRegistry().register(packPurpose).register(planPurpose).register(orderPurpose(deps.storage)).register(orderPaymentPurpose);
}
