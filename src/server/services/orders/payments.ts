import { DomainError } from '../../domain/errors';
import type { OrderPayments } from './types';

/**
 * The payments side until a payments provider is wired in (the payments port implements
 * `OrderPayments`): nothing paid through a provider can be refunded here, so it refuses clearly. Payments
 * recorded by the shop (`manual:…`) never reach it: the shop gives those back by hand.
 */
export const noProviderPayments: OrderPayments = {
  async refund() {
    throw new DomainError('unavailable', 'payments_unavailable', 'Refunds need the payments provider, which is not configured here.');
  },
};
