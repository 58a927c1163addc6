import type { AppDeps } from '../deps';
import { expireUnpaidOrdersJob } from '../job-contracts/orders';
import { expireUnpaidOrders } from '../services/orders/expire-unpaid';
import type { JobQueue } from './queue/queue';

/** Every hour, the first time 5 minutes after start: orders left unpaid past their time, and their files. */
export function registerExpireUnpaidOrders(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'storage'>) {
  queue
    .handle(expireUnpaidOrdersJob, async (_payload, { log }) => {
      const r = await expireUnpaidOrders({ db: deps.database.db, storage: deps.storage });
      if (r.cancelled > 0) log.info({ cancelled: r.cancelled, filesDeleted: r.filesDeleted }, 'expired unpaid orders');
    })
    .schedule(expireUnpaidOrdersJob, { everyMs: 60 * 60 * 1000, firstRunMs: 5 * 60 * 1000 }, {});
}
