import { z } from 'zod';
import type { AppDeps } from '../deps';
import { jobType } from '../job-contracts/job-type';
import { sweepCartProofs } from '../services/cart/proof-sweep';
import type { JobQueue } from './queue/queue';

export const sweepCartProofsJob = jobType('cart.sweep-proofs', z.object({}), { maxAttempts: 3 });

/** Every hour, the first time 2 minutes after start: cart proofs nothing points at any more (decision 40). */
export function registerSweepCartProofs(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'storage'>) {
  queue
    .handle(sweepCartProofsJob, async (_payload, { log }) => {
      const deleted = await sweepCartProofs({ db: deps.database.db, storage: deps.storage });
      if (deleted > 0) log.info({ deleted }, 'swept unused cart proofs');
    })
    .schedule(sweepCartProofsJob, { everyMs: 60 * 60 * 1000, firstRunMs: 2 * 60 * 1000 }, {});
}
