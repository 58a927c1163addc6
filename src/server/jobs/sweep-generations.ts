import { z } from 'zod';
import type { Database } from '../db/client';
import { jobType } from '../job-contracts/job-type';
import { refundAbandonedGenerations } from '../services/credits/sweep';
import { type GuestSweepResult, sweepGuestUsage } from '../services/guests/uses';
import type { JobQueue } from './queue/queue';

export const SWEEP_GENERATIONS_INTERVAL_MS = 60 * 1000;

export const sweepGenerationsJob = jobType('generations.sweep', z.object({}), { maxAttempts: 3 });

export interface SweepResult {
  refunded: number;
  guests: GuestSweepResult;
}

/**
 * Refunds generations abandoned in `pending` (a server killed between the debit and the result) and
 * tidies guest records. Each refund is a conditional update in its own short transaction, so a request
 * settling the same generation at that moment settles it once, whichever comes first; the job queue's
 * schedule runs one sweep at a time across instances.
 */
export async function sweepGenerations(database: Pick<Database, 'db'>, options: { timeoutMs: number; now?: Date }): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const refunded = await refundAbandonedGenerations(database.db, { timeoutMs: options.timeoutMs, now });
  const guests = await sweepGuestUsage(database.db, now);
  return { refunded, guests };
}

/** Right at start (what a killed server left behind), then every minute. */
export function registerSweepGenerations(queue: JobQueue, database: Pick<Database, 'db'>, options: { timeoutMs: number; intervalMs?: number }) {
  queue
    .handle(sweepGenerationsJob, async (_payload, { log }) => {
      const r = await sweepGenerations(database, { timeoutMs: options.timeoutMs });
      if (r.refunded > 0) log.info({ refunded: r.refunded }, 'refunded abandoned generations');
      if (r.guests.released > 0) log.info({ released: r.guests.released }, 'gave back unredeemed guest uses');
    })
    .schedule(sweepGenerationsJob, { everyMs: options.intervalMs ?? SWEEP_GENERATIONS_INTERVAL_MS, firstRunMs: 0 }, {});
}
