import type { StoragePort } from '../../providers/storage/types';
import type { RenderProof } from '../cart/proof';
import type { PaymentsDeps } from '../payments/deps';

/** What the checkout workflow needs: payments (the database and the port come with it) and the storage of design snapshots. */
export interface CheckoutDeps {
  payments: PaymentsDeps;
  storage: StoragePort;
  /**
   * Measures a line sent without a cart line (its print resolution); without it such a line is not
   * measured (the checkout bench). Cart lines carry their measure.
   */
  renderProof?: RenderProof;
}

export type Locale = 'en' | 'zh';
