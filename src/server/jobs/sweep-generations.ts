import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refundAbandonedGenerations } from '../services/credits/sweep';
import { type GuestSweepResult, sweepGuestUsage } from '../services/guests/uses';
import { rowsOf } from '../services/security/rate-counter';
import { startPeriodicJob } from './periodic';

/** Advisory-lock key of this job (727_001 is the migration lock, 727_002 the design expiry). */
export const SWEEP_GENERATIONS_LOCK_KEY = 727_003;
export const SWEEP_GENERATIONS_INTERVAL_MS = 60 * 1000;

export interface SweepResult {
  /** False when another instance held the lock. */
  ran: boolean;
  refunded: number;
  guests: GuestSweepResult;
}

/**
 * Refunds generations abandoned in `pending` (a server killed between the debit and the result) and
 * tidies guest records. On PostgreSQL the run first takes pg_try_advisory_xact_lock in a transaction of
 * its own (the transaction form, as jobs/expire-designs.ts explains) and holds it while it works, so one
 * instance sweeps at a time. The refunds themselves run on other pooled connections, each in its own
 * short transaction: the lock's transaction holds no row locks, so no request can deadlock with it, and
 * each refund is committed at once. Each is a conditional update, so a request settling the same
 * generation at that moment settles it once, whichever comes first. PGlite has one session, so there the
 * run simply goes ahead.
 */
export async function sweepGenerations(database: Pick<Database, 'db' | 'kind'>, options: { timeoutMs: number; now?: Date }): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const work = async (): Promise<SweepResult> => {
    const refunded = await refundAbandonedGenerations(database.db, { timeoutMs: options.timeoutMs, now });
    const guests = await sweepGuestUsage(database.db, now);
    return { ran: true, refunded, guests };
  };
  if (database.kind !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    const locked = rowsOf(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${SWEEP_GENERATIONS_LOCK_KEY}) AS locked`))[0]?.locked;
    if (!locked) return { ran: false, refunded: 0, guests: { released: 0, deletedUses: 0, deletedCounters: 0 } };
    return work();
  });
}

/** Sweeps once right at start (what a killed server left behind), then every minute. */
export function startSweepGenerationsJob(database: Pick<Database, 'db' | 'kind'>, options: { timeoutMs: number; intervalMs?: number }) {
  return startPeriodicJob(
    'sweeping generations',
    async () => {
      const r = await sweepGenerations(database, { timeoutMs: options.timeoutMs });
      if (r.refunded > 0) console.log(`[jobs] refunded ${r.refunded} abandoned generation(s)`);
      if (r.guests.released > 0) console.log(`[jobs] gave back ${r.guests.released} unredeemed guest use(s)`);
    },
    { firstRunMs: 0, intervalMs: options.intervalMs ?? SWEEP_GENERATIONS_INTERVAL_MS },
  );
}
