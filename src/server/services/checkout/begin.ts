import type { CheckoutRequest } from '../../../shared/api/payments';
import { type StartedCheckout, startCheckout } from '../payments/checkouts';
import type { Buyer } from '../payments/purposes';
import { checkoutRequestHash } from '../payments/request-hash';
import type { CheckoutDeps, Locale } from './deps';
import { payWaitingOrder } from './pay-order';
import { placeOrder } from './place-order';

/**
 * POST /api/payments/checkout: the cart is placed as an order, a waiting order is brought to today's
 * prices — each then paid as an order — and packs and plans go to payments as they are. The
 * idempotency key is bound to the shopper's body as sent (its hash), so the same key with another cart,
 * order or pack is refused before anything is placed.
 */
export function beginCheckout(deps: CheckoutDeps, buyer: Buyer, request: CheckoutRequest & { locale?: Locale }): Promise<StartedCheckout> {
  const requestHash = checkoutRequestHash(request);
  switch (request.purpose) {
    case 'order':
      return placeOrder(deps, buyer, request, requestHash);
    case 'order-payment':
      return payWaitingOrder(deps, buyer, request, requestHash);
    default:
      return startCheckout(deps.payments, buyer, request, requestHash);
  }
}
