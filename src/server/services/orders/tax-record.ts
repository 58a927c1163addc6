import type { Db } from '../../db/client';
import { enqueueJob } from '../../job-contracts/enqueue';
import { recordTaxJob, recordTaxKey } from '../../job-contracts/orders';
import { PaymentsError, type PaymentsPort } from '../../providers/payments';

/** In the webhook's transaction: one job per paid order (`singletonKey`), so a repeated event records nothing more. */
export async function scheduleTaxRecord(tx: Db, job: { orderId: string; calculationId: string }, now: Date): Promise<void> {
  await enqueueJob(tx, recordTaxJob, job, { singletonKey: recordTaxKey(job.orderId), now });
}

/**
 * Turns the calculation the order was charged with into a Stripe Tax Transaction, referenced by the
 * order id. The idempotency key names the order: a retry after a lost answer creates no second
 * transaction. Without Stripe Tax configured any more, the job fails loudly (the tax must be filed).
 */
export async function recordOrderTax(payments: Pick<PaymentsPort, 'tax'>, job: { orderId: string; calculationId: string }): Promise<string> {
  if (!payments.tax)
    throw new PaymentsError(
      'not_configured',
      `Order ${job.orderId} was taxed by Stripe Tax, which is no longer configured (STRIPE_TAX): record calculation ${job.calculationId} by hand.`,
    );
  const transaction = await payments.tax.recordTransaction(job.calculationId, job.orderId, `tax-transaction-${job.orderId}`);
  return transaction.id;
}
