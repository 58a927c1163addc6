import { DomainError } from '../../domain/errors';
import { componentLog } from '../../log/logger';
import type { PaymentsError } from '../../providers/payments';

/** A provider failure as the domain error the shopper sees (the web translates by code). */
export function paymentsFailure(err: PaymentsError): DomainError {
  switch (err.code) {
    case 'card_declined':
      return new DomainError('payment_required', 'card_declined', 'Your card was declined. Please try another card.');
    case 'rate_limited':
      return new DomainError('unavailable', 'payments_busy', 'The payment service is busy. Please try again in a moment.');
    case 'timeout':
      return new DomainError('upstream_timeout', 'payments_timeout', 'The payment service did not answer in time. Nothing was charged; please try again.');
    case 'not_configured':
      return new DomainError('unavailable', 'payments_not_configured', 'Payments are not set up on this site yet.');
    case 'not_found':
      return new DomainError('not_found', 'payment_not_found', 'That payment was not found.');
    default:
      componentLog('payments').error({ error: err.message }, 'the payment provider failed');
      return new DomainError('upstream_failed', 'payments_failed', 'The payment service had a problem. Nothing was charged; please try again.');
  }
}
