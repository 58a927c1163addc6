import type { AppDeps } from '../deps';
import { expireHoldsJob } from '../job-contracts/orders';
import { expireUnansweredHolds } from '../services/orders/expire-holds';
import type { JobQueue } from './queue/queue';

/** Every hour, the first time 7 minutes after start: orders on hold past their answer's deadline, cancelled and refunded. */
export function registerExpireHolds(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'storage' | 'orderPayments'>) {
  queue
    .handle(expireHoldsJob, async (_payload, { log }) => {
      const cancelled = await expireUnansweredHolds({ db: deps.database.db, storage: deps.storage, payments: deps.orderPayments });
      if (cancelled > 0) log.info({ cancelled }, 'cancelled orders whose artwork hold went unanswered');
    })
    .schedule(expireHoldsJob, { everyMs: 60 * 60 * 1000, firstRunMs: 7 * 60 * 1000 }, {});
}
