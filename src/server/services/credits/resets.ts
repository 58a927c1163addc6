import { and, eq, lte, or } from 'drizzle-orm';
import { applyResets, RESET_PERIOD_MS } from '../../../shared/credits';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { SubscriptionRow } from '../accounts/subscriptions';
import { writeLedger } from './ledger';

/**
 * SPEC §4/§9: applies the resets that are due at `now` (free credits 30 days after freeCreditsLastReset,
 * the monthly count 30 days after lastResetDate) and logs a `reset` ledger row for each. Call inside a
 * transaction. The row is locked only when a reset looks due (`SELECT … FOR UPDATE` with the due test in
 * its WHERE): a second caller waits, then re-reads the reset row, finds nothing due and goes on, so a
 * reset happens once. Returns the row after the resets, or null when none was due.
 */
export async function applyDueResets(tx: Db, userId: string, now: Date): Promise<SubscriptionRow | null> {
  const cutoff = new Date(now.getTime() - RESET_PERIOD_MS);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), or(lte(subscriptions.freeCreditsLastReset, cutoff), lte(subscriptions.lastResetDate, cutoff))))
    .for('update');
  if (!row) return null;
  const { sub, freeReset, monthlyReset } = applyResets(row, now);
  if (!freeReset && !monthlyReset) return null;
  const [updated] = await tx
    .update(subscriptions)
    .set({
      freeCredits: sub.freeCredits,
      freeCreditsUsed: sub.freeCreditsUsed,
      freeCreditsLastReset: sub.freeCreditsLastReset,
      monthlyImageCount: sub.monthlyImageCount,
      lastResetDate: sub.lastResetDate,
      updatedAt: now,
    })
    .where(eq(subscriptions.userId, userId))
    .returning();
  // +used-before-the-reset, so −Σ ledger starts the new period at 0 (see ledger.ts).
  if (freeReset) {
    await writeLedger(tx, {
      userId,
      kind: 'reset',
      balance: 'free',
      amount: row.freeCreditsUsed,
      reason: `free credits reset to ${sub.freeCredits} (${row.freeCreditsUsed} of ${row.freeCredits} used)`,
      createdAt: now,
    });
  }
  if (monthlyReset) {
    await writeLedger(tx, {
      userId,
      kind: 'reset',
      balance: 'monthly',
      amount: row.monthlyImageCount,
      reason: `monthly image count reset (${row.monthlyImageCount} of ${row.maxImages} used)`,
      createdAt: now,
    });
  }
  return updated;
}
