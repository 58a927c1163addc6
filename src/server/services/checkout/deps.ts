import type { StoragePort } from '../../providers/storage/types';
import type { PaymentsDeps } from '../payments/deps';

/** What the checkout workflow needs: payments (the database and the port come with it) and the storage of design snapshots. */
export interface CheckoutDeps {
  payments: PaymentsDeps;
  storage: StoragePort;
}

export type Locale = 'en' | 'zh';
