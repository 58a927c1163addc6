import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSuspensions, autoLoginKeys, session, user } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError, notFound } from '../../domain/errors';

/** The words a suspended user sees when signing in (better-auth answers 403 with them). */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Please contact the shop.';

export interface Suspension {
  reason: string;
  suspendedBy: string;
  suspendedAt: string;
}

const toSuspension = (row: typeof accountSuspensions.$inferSelect): Suspension => ({
  reason: row.reason,
  suspendedBy: row.suspendedBy,
  suspendedAt: row.suspendedAt.toISOString(),
});

export async function getSuspension(db: Db, userId: string): Promise<Suspension | null> {
  const [row] = await db.select().from(accountSuspensions).where(eq(accountSuspensions.userId, userId));
  return row ? toSuspension(row) : null;
}

export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  return (await getSuspension(db, userId)) !== null;
}

/**
 * Suspends an account and signs it out everywhere, in one transaction: the suspension row (which
 * refuses every later sign-in and auto-login), every better-auth session deleted (cookies stop
 * working on the next request: sessions are looked up in the database, no cookie cache), every
 * auto-login token revoked and every unused key spent. An admin cannot suspend their own account.
 */
export async function suspendAccount(
  db: Db,
  input: { userId: string; reason: string; by: { id: string; email: string }; now?: Date },
): Promise<{ suspension: Suspension; sessionsRevoked: number }> {
  if (input.userId === input.by.id) throw new DomainError('conflict', 'cannot_suspend_self', 'You cannot suspend your own account.');
  const now = input.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId));
    if (!target) throw notFound('No such user.');
    const [row] = await tx
      .insert(accountSuspensions)
      .values({ userId: input.userId, reason: input.reason, suspendedBy: input.by.email, suspendedAt: now })
      .onConflictDoUpdate({ target: accountSuspensions.userId, set: { reason: input.reason, suspendedBy: input.by.email, suspendedAt: now } })
      .returning();
    const ended = await tx.delete(session).where(eq(session.userId, input.userId)).returning({ id: session.id });
    await tx
      .update(autoLoginKeys)
      .set({ revokedAt: now })
      .where(and(eq(autoLoginKeys.userId, input.userId), isNull(autoLoginKeys.revokedAt)));
    await tx
      .update(autoLoginKeys)
      .set({ usedAt: now })
      .where(and(eq(autoLoginKeys.userId, input.userId), isNull(autoLoginKeys.usedAt)));
    return { suspension: toSuspension(row), sessionsRevoked: ended.length };
  });
}

/** Lifts a suspension: the user may sign in again (nothing else comes back: they sign in anew). */
export async function restoreAccount(db: Db, userId: string): Promise<void> {
  const removed = await db.delete(accountSuspensions).where(eq(accountSuspensions.userId, userId)).returning({ userId: accountSuspensions.userId });
  if (removed.length === 0) throw new DomainError('conflict', 'not_suspended', 'This account is not suspended.');
}
