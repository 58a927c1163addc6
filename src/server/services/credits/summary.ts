import { eq } from 'drizzle-orm';
import type { CreditsAnswer } from '../../../shared/api/credits';
import { RESET_PERIOD_MS, remainingCredits } from '../../../shared/credits';
import { MESSAGES } from '../../../shared/messages';
import { isPlanId, PLANS } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../domain/errors';
import { applyDueResets } from './resets';

/**
 * GET /api/credits: the user's figures after the resets due at `now` — persisted (with their ledger rows)
 * so what the page shows is what the next generation will find.
 */
export async function getCreditsSummary(db: Db, viewer: { userId: string; isAdmin: boolean }, now: Date = new Date()): Promise<CreditsAnswer> {
  const row = await inTransaction(db, async (tx) => {
    const reset = await applyDueResets(tx, viewer.userId, now);
    if (reset) return reset;
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, viewer.userId));
    return current;
  });
  if (!row) throw new DomainError('not_found', 'subscription_not_found', MESSAGES.subscriptionNotFound);
  const plan = isPlanId(row.plan) ? row.plan : 'free';
  return {
    plan,
    isAdmin: viewer.isAdmin,
    remaining: remainingCredits(row, viewer.isAdmin),
    freeCredits: row.freeCredits,
    freeCreditsUsed: row.freeCreditsUsed,
    planFreeCredits: PLANS[plan].freeCredits,
    monthlyImageCount: row.monthlyImageCount,
    maxImages: row.maxImages,
    oneTimeCredits: row.oneTimeCredits,
    imageCount: row.imageCount,
    freeCreditsLastReset: row.freeCreditsLastReset.toISOString(),
    lastResetDate: row.lastResetDate.toISOString(),
    nextFreeReset: new Date(row.freeCreditsLastReset.getTime() + RESET_PERIOD_MS).toISOString(),
    nextMonthlyReset: new Date(row.lastResetDate.getTime() + RESET_PERIOD_MS).toISOString(),
  };
}
