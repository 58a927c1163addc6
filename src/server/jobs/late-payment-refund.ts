import type { AppDeps } from '../deps';
import { latePaymentRefundJob } from '../job-contracts/orders';
import { refundLatePayment } from '../services/orders/late-payment';
import type { JobQueue } from './queue/queue';

/** Refunds a payment that arrived for a cancelled order (services/orders/late-payment.ts); retried while the provider fails. */
export function registerLatePaymentRefund(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'orderPayments'>) {
  queue.handle(latePaymentRefundJob, async (job) => {
    await refundLatePayment({ db: deps.database.db, payments: deps.orderPayments }, job);
  });
}
