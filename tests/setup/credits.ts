import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { creditLedger, generations, subscriptions, user } from '../../src/server/db/schema';
import { checkLedgerConsistency } from '../../src/server/services/credits';

/** The fake clock's start: every subscription made here last reset at T0. */
export const T0 = new Date('2026-01-01T00:00:00Z');
export const MINUTE = 60_000;
export const DAY = 86_400_000;
export const at = (ms: number) => new Date(T0.getTime() + ms);

export type SubscriptionFields = Partial<typeof subscriptions.$inferInsert>;

/**
 * A user and their subscription straight in the database (no sign-up: these tests are about credits).
 * Seeded counters get matching `adjust` ledger rows (reason 'test seed'), so the ledger checks hold from
 * the start.
 */
export async function seedUser(db: Db, fields: SubscriptionFields = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: 'Credit tester', email: `${id}@credits.test` });
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: id,
      plan: 'free',
      maxImages: 0,
      freeCredits: 40,
      freeCreditsUsed: 0,
      monthlyImageCount: 0,
      oneTimeCredits: 0,
      freeCreditsLastReset: T0,
      lastResetDate: T0,
      ...fields,
    })
    .returning();
  const seeds = [
    { balance: 'free' as const, amount: -row.freeCreditsUsed },
    { balance: 'monthly' as const, amount: -row.monthlyImageCount },
    { balance: 'oneTime' as const, amount: row.oneTimeCredits },
  ].filter((s) => s.amount !== 0);
  if (seeds.length) await db.insert(creditLedger).values(seeds.map((s) => ({ id: randomUUID(), userId: id, kind: 'adjust' as const, reason: SEED, createdAt: T0, ...s })));
  return id;
}

const SEED = 'test seed';

/** The user's ledger rows made by the code under test (not the seed). */
export async function ledgerOf(db: Db, userId: string) {
  return (await db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).filter((r) => r.reason !== SEED);
}

export async function subscriptionOf(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function generationsOf(db: Db, userId: string) {
  return db.select().from(generations).where(eq(generations.userId, userId));
}

/** Fails with both sides shown when the cached counters and the ledger's sums differ. */
export async function expectLedgerConsistent(db: Db, userId: string) {
  const result = await checkLedgerConsistency(db, userId);
  if (!result.consistent) throw new Error(`ledger and cache differ: cached ${JSON.stringify(result.cached)}, ledger ${JSON.stringify(result.ledger)}`);
  return result;
}

export const fields = (count = 1) => ({ prompt: 'a happy cactus sticker', style: 'die-cut', size: '1024x1024', count, provider: 'demo' });
export const image = (n: number) => ({ materialId: randomUUID(), url: `/api/files/raw/users/u/materials/${n}.png`, width: 1024, height: 1024 });
