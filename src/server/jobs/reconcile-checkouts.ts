import { z } from 'zod';
import type { AppDeps } from '../deps';
import { jobType } from '../job-contracts/job-type';
import { reconcileOpenCheckouts } from '../services/payments/reconcile';
import type { JobQueue } from './queue/queue';

export const reconcileCheckoutsJob = jobType('payments.reconcile-checkouts', z.object({}), { maxAttempts: 3 });

/** Every 5 minutes, the first time 1 minute after start: checkouts whose payment news never arrived. */
export function registerReconcileCheckouts(queue: JobQueue, deps: Pick<AppDeps, 'paymentsDeps'>) {
  queue
    .handle(reconcileCheckoutsJob, async (_payload, { log }) => {
      const r = await reconcileOpenCheckouts(deps.paymentsDeps);
      if (r.outcomes.fulfilled || r.outcomes.expired || r.outcomes.failed) log.info({ checked: r.checked, outcomes: r.outcomes }, 'reconciled open checkouts');
    })
    .schedule(reconcileCheckoutsJob, { everyMs: 5 * 60 * 1000, firstRunMs: 60 * 1000 }, {});
}
