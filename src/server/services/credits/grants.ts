import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../domain/errors';
import { writeLedger } from './ledger';

const MAX_GRANT = 1_000_000;

/**
 * Adds one-time credits (a SPEC §9 credit pack bought, a gift) with a ledger `grant` row, in one
 * transaction. Returns the new one-time balance.
 */
export async function grantCredits(db: Db, userId: string, grant: { oneTimeCredits: number; reason: string; now?: Date }): Promise<number> {
  const n = grant.oneTimeCredits;
  if (!Number.isInteger(n) || n < 1 || n > MAX_GRANT) throw new DomainError('invalid', 'invalid_input', `A grant must be a whole number of credits from 1 to ${MAX_GRANT}.`);
  const now = grant.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ oneTimeCredits: sql`${subscriptions.oneTimeCredits} + ${n}`, updatedAt: now })
      .where(eq(subscriptions.userId, userId))
      .returning({ oneTimeCredits: subscriptions.oneTimeCredits });
    if (!row) throw new DomainError('not_found', 'subscription_not_found', MESSAGES.subscriptionNotFound);
    await writeLedger(tx, { userId, kind: 'grant', balance: 'oneTime', amount: n, reason: grant.reason.slice(0, 200), createdAt: now });
    return row.oneTimeCredits;
  });
}

/**
 * An admin's correction of one-time credits (±n, never below zero: one conditional update) with a
 * ledger `adjust` row. Returns the new one-time balance.
 */
export async function adjustOneTimeCredits(db: Db, userId: string, change: { amount: number; reason: string; now?: Date }): Promise<number> {
  const n = change.amount;
  if (!Number.isInteger(n) || n === 0 || Math.abs(n) > MAX_GRANT)
    throw new DomainError('invalid', 'invalid_input', `An adjustment must be a whole number of credits from -${MAX_GRANT} to ${MAX_GRANT}, not 0.`);
  const now = change.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ oneTimeCredits: sql`${subscriptions.oneTimeCredits} + ${n}`, updatedAt: now })
      .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.oneTimeCredits} + ${n} >= 0`))
      .returning({ oneTimeCredits: subscriptions.oneTimeCredits });
    if (!row) {
      const [exists] = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.userId, userId));
      if (!exists) throw new DomainError('not_found', 'subscription_not_found', MESSAGES.subscriptionNotFound);
      throw new DomainError('conflict', 'insufficient_credits', 'The user does not have that many one-time credits.');
    }
    await writeLedger(tx, { userId, kind: 'adjust', balance: 'oneTime', amount: n, reason: change.reason.slice(0, 200), createdAt: now });
    return row.oneTimeCredits;
  });
}
