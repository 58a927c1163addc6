import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { LedgerBalance, LedgerEntry, LedgerKind } from '../../../shared/api/credits';
import type { Db } from '../../db/client';
import { creditLedger, subscriptions } from '../../db/schema';

/**
 * The credit ledger. `amount` is the signed change of what the user can spend from `balance`:
 *   debit −cost · refund +cost · grant +n · adjust ±n · reset +(the count used before the reset).
 * With that convention the cached counters on `subscriptions` are sums over the ledger:
 *   freeCreditsUsed = −Σ free · monthlyImageCount = −Σ monthly · oneTimeCredits = Σ oneTime.
 * The allowances (freeCredits, maxImages) come from the plan, not from the ledger.
 */
export interface LedgerRow {
  userId: string;
  kind: LedgerKind;
  balance: LedgerBalance;
  amount: number;
  generationId?: string | null;
  reason: string;
  createdAt: Date;
}

export async function writeLedger(tx: Db, row: LedgerRow): Promise<void> {
  await tx.insert(creditLedger).values({ id: randomUUID(), ...row, generationId: row.generationId ?? null });
}

/** The counters the ledger accounts for, as `subscriptions` caches them. */
export interface LedgerTotals {
  freeCreditsUsed: number;
  monthlyImageCount: number;
  oneTimeCredits: number;
}

/** Each cached counter recomputed from the user's ledger rows. */
export async function ledgerTotals(db: Db, userId: string): Promise<LedgerTotals> {
  const [sums] = await db
    .select({
      free: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.balance} = 'free'), 0)`,
      monthly: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.balance} = 'monthly'), 0)`,
      oneTime: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.balance} = 'oneTime'), 0)`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  // sum() of integers is bigint, which the drivers hand back as a string; +0 turns -0 into 0.
  return { freeCreditsUsed: -Number(sums.free) + 0, monthlyImageCount: -Number(sums.monthly) + 0, oneTimeCredits: Number(sums.oneTime) };
}

export interface LedgerCheck {
  consistent: boolean;
  cached: LedgerTotals;
  ledger: LedgerTotals;
}

/** Compares the cached counters with the ledger's sums (an audit; the tests assert it after every mix of operations). */
export async function checkLedgerConsistency(db: Db, userId: string): Promise<LedgerCheck> {
  const [row] = await db
    .select({ freeCreditsUsed: subscriptions.freeCreditsUsed, monthlyImageCount: subscriptions.monthlyImageCount, oneTimeCredits: subscriptions.oneTimeCredits })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const cached: LedgerTotals = row ?? { freeCreditsUsed: 0, monthlyImageCount: 0, oneTimeCredits: 0 };
  const ledger = await ledgerTotals(db, userId);
  const consistent = cached.freeCreditsUsed === ledger.freeCreditsUsed && cached.monthlyImageCount === ledger.monthlyImageCount && cached.oneTimeCredits === ledger.oneTimeCredits;
  return { consistent, cached, ledger };
}

/** The user's own rows, newest first. */
export async function listLedger(db: Db, userId: string, limit: number): Promise<LedgerEntry[]> {
  const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.createdAt), desc(creditLedger.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    balance: r.balance,
    amount: r.amount,
    generationId: r.generationId,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}
