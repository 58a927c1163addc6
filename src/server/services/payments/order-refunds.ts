import { PaymentsError, type PaymentsPort } from '../../providers/payments';
import type { OrderPayments } from '../orders/types';
import { paymentsFailure } from './errors';

/**
 * Refunds of orders through the payments port (decision 35's `OrderPayments`, decision 37). An order's
 * `paymentRef` is the provider's payment intent. The idempotency key names the payment and the amount
 * already given back, so a retry after a lost answer cannot refund twice.
 */
export function paymentsPortRefunds(port: PaymentsPort): OrderPayments {
  return {
    async refund(paymentRef, amountCents) {
      try {
        await port.refund({ paymentIntentId: paymentRef, amountCents, idempotencyKey: `refund-${paymentRef}-${amountCents ?? 'all'}` });
      } catch (err) {
        if (err instanceof PaymentsError) throw paymentsFailure(err);
        throw err;
      }
    },
  };
}
