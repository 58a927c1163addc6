import { z } from 'zod';
import type { AppDeps } from '../deps';
import { jobType } from '../job-contracts/job-type';
import { LocalPayments } from '../providers/payments';
import type { JobQueue } from './queue/queue';

export const redeliverTestEventsJob = jobType('payments.redeliver-test-events', z.object({}), { maxAttempts: 3 });

/**
 * With the test-mode provider, every 30 seconds: its stored events that were not delivered (the process
 * died after the payment, or the handler failed) are delivered again, as Stripe retries a webhook.
 */
export function registerRedeliverTestEvents(queue: JobQueue, deps: Pick<AppDeps, 'payments'>) {
  const payments = deps.payments;
  if (!(payments instanceof LocalPayments)) return;
  queue
    .handle(redeliverTestEventsJob, async (_payload, { log }) => {
      const r = await payments.redeliverDue();
      if (r.delivered || r.failed) log.info({ ...r }, 'test-mode events redelivered');
    })
    .schedule(redeliverTestEventsJob, { everyMs: 30 * 1000, firstRunMs: 10 * 1000 }, {});
}
