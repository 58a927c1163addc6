import type { CheckoutRequest } from '../../../shared/api/payments';
import { type StartedCheckout, startCheckout } from '../payments/checkouts';
import type { Buyer } from '../payments/purposes';
import type { CheckoutDeps, Locale } from './deps';
import { payWaitingOrder } from './pay-order';
import { placeOrder } from './place-order';

/**
 * POST /api/payments/checkout: the cart is placed as an order, a waiting order is brought to today's
 * prices — each then paid as an order — and packs and plans go to payments as they are.
 */
export function beginCheckout(deps: CheckoutDeps, buyer: Buyer, request: CheckoutRequest & { locale?: Locale }): Promise<StartedCheckout> {
  switch (request.purpose) {
    case 'order':
      return placeOrder(deps, buyer, request);
    case 'order-payment':
      return payWaitingOrder(deps, buyer, request);
    default:
      return startCheckout(deps.payments, buyer, request);
  }
}
