import type { AppDeps } from '../deps';
import { recordTaxJob } from '../job-contracts/orders';
import { recordOrderTax } from '../services/orders/tax-record';
import type { JobQueue } from './queue/queue';

/** Records a paid order's Stripe Tax calculation as a transaction (services/orders/tax-record.ts); retried while Stripe fails. */
export function registerRecordTax(queue: JobQueue, deps: Pick<AppDeps, 'payments'>) {
  queue.handle(recordTaxJob, async (job, { log }) => {
    const transactionId = await recordOrderTax(deps.payments, job);
    log.info({ orderId: job.orderId, transactionId }, 'Stripe Tax transaction recorded');
  });
}
