import { and, eq, lte, sql } from 'drizzle-orm';
import type { LedgerBalance } from '../../../shared/api/credits';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { writeLedger } from './ledger';

/**
 * Debits `cost` from one balance with ONE conditional update: the row changes only if the balance still
 * holds `cost`, so parallel requests cannot overspend (DESIGN §7 "Credits race": read-then-write
 * overspent on PostgreSQL; `UPDATE … WHERE balance >= n` did not). True when the debit happened.
 */
export async function debitBalance(tx: Db, userId: string, balance: LedgerBalance, cost: number, now: Date): Promise<boolean> {
  const s = subscriptions;
  const [change, holds] =
    balance === 'free'
      ? [{ freeCreditsUsed: sql`${s.freeCreditsUsed} + ${cost}` }, sql`${s.freeCredits} - ${s.freeCreditsUsed} >= ${cost}`]
      : balance === 'monthly'
        ? [{ monthlyImageCount: sql`${s.monthlyImageCount} + ${cost}` }, sql`${s.maxImages} - ${s.monthlyImageCount} >= ${cost}`]
        : [{ oneTimeCredits: sql`${s.oneTimeCredits} - ${cost}` }, sql`${s.oneTimeCredits} >= ${cost}`];
  const rows = await tx
    .update(s)
    .set({ ...change, updatedAt: now })
    .where(and(eq(s.userId, userId), holds))
    .returning({ userId: s.userId });
  return rows.length === 1;
}

export interface CreditBack {
  userId: string;
  balance: LedgerBalance;
  amount: number;
  generationId: string;
  /** When the credits were debited: a free or monthly period that has reset since then is not credited. */
  debitedAt: Date;
  reason: string;
  now: Date;
}

/**
 * Gives back what a generation was charged (a failed generation, or images the provider did not return)
 * and writes the ledger `refund` row. Free credits and monthly counts are per period: if the period was
 * reset after the debit, the reset already wiped that use, so nothing is given back (the row records 0).
 * Returns what was credited.
 */
export async function creditBack(tx: Db, back: CreditBack): Promise<number> {
  const s = subscriptions;
  const [change, samePeriod] =
    back.balance === 'free'
      ? [{ freeCreditsUsed: sql`${s.freeCreditsUsed} - ${back.amount}` }, lte(s.freeCreditsLastReset, back.debitedAt)]
      : back.balance === 'monthly'
        ? [{ monthlyImageCount: sql`${s.monthlyImageCount} - ${back.amount}` }, lte(s.lastResetDate, back.debitedAt)]
        : [{ oneTimeCredits: sql`${s.oneTimeCredits} + ${back.amount}` }, undefined];
  const rows = await tx
    .update(s)
    .set({ ...change, updatedAt: back.now })
    .where(and(eq(s.userId, back.userId), samePeriod))
    .returning({ userId: s.userId });
  const credited = rows.length === 1 ? back.amount : 0;
  await writeLedger(tx, {
    userId: back.userId,
    kind: 'refund',
    balance: back.balance,
    amount: credited,
    generationId: back.generationId,
    reason: credited ? back.reason : `${back.reason} (the ${back.balance} period was reset since the debit: nothing to give back)`,
    createdAt: back.now,
  });
  return credited;
}
