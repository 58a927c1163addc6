import { and, eq, gt, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestUsage, guestUses } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DAY_MS } from './policy';
import { verifyGuestToken } from './signing';
import { LimitReached, spendGuestBudget } from './usage';

type GuestUseRow = typeof guestUses.$inferSelect;

/**
 * Redeems a guest's token from useGuestGeneration: valid signature, not expired, and not redeemed or
 * refunded before — the last part is ONE conditional update, so a token works once even when sent twice
 * at the same moment. Returns the guest key (the spent use's id) or null. Pass a transaction to redeem
 * together with other work (reserveGuestGeneration does).
 */
export async function redeemGuestToken(db: Db, token: string, options: { secret: string; now?: Date; images?: number }): Promise<string | null> {
  const now = options.now ?? new Date();
  const id = verifyGuestToken(options.secret, token, now);
  if (!id) return null;
  // A token starts a generation of exactly the images it took: never more than were counted.
  const sameImages = options.images === undefined ? undefined : eq(guestUses.images, options.images);
  const [row] = await db
    .update(guestUses)
    .set({ redeemedAt: now })
    .where(and(eq(guestUses.id, id), isNull(guestUses.redeemedAt), isNull(guestUses.refundedAt), gt(guestUses.tokenExpiresAt, now), sameImages))
    .returning({ id: guestUses.id });
  return row?.id ?? null;
}

/** The budget was full when a generation came to redeem this use (thrown so the transaction rolls back). */
export class GuestBudgetSpent extends Error {
  constructor(readonly guestKey: string) {
    super('guest daily budget spent');
  }
}

/**
 * A guest generation's claim on its use: redeems the token (redeemGuestToken) and only now spends one
 * from the global daily budget, counted on the day of the redeem. Null for an invalid token; throws
 * GuestBudgetSpent when the budget is full — run it in the generation's transaction, and on that error
 * give the use back with refundGuestUse (its fingerprint and address counters are returned).
 */
export async function claimGuestUse(tx: Db, token: string, options: { secret: string; dailyBudget: number; now: Date; images: number }): Promise<string | null> {
  const guestKey = await redeemGuestToken(tx, token, options);
  if (!guestKey) return null;
  try {
    const dayKey = await spendGuestBudget(tx, options.dailyBudget, options.now, options.images);
    await tx.update(guestUses).set({ dayKey }).where(eq(guestUses.id, guestKey));
  } catch (error) {
    if (error instanceof LimitReached) throw new GuestBudgetSpent(guestKey);
    throw error;
  }
  return guestKey;
}

/**
 * Gives a guest's spent use back (their generation failed): marks it refunded with one conditional
 * update, so it happens once however often it is called, then takes one off each counter it was counted
 * in — unless that counter has started a new window since (then the use is no longer in it). True when
 * this call gave it back.
 */
export async function refundGuestUse(db: Db, guestKey: string, now: Date = new Date()): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [use] = await tx
      .update(guestUses)
      .set({ refundedAt: now })
      .where(and(eq(guestUses.id, guestKey), isNull(guestUses.refundedAt)))
      .returning();
    if (!use) return false;
    await releaseCounters(tx, use, use.images);
    return true;
  });
}

/**
 * Gives back an unused token's use at once (its generation was refused before it started: rate limit,
 * bad request), instead of leaving it to the sweeper. Only an unredeemed use is released — a redeemed one
 * belongs to its generation, which refunds it — with the same conditional update as the sweeper's, so
 * exactly one of them (or the redeem) wins. True when this call gave it back.
 */
export async function releaseGuestToken(db: Db, token: string, options: { secret: string; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  const id = verifyGuestToken(options.secret, token, now);
  return id ? releaseUnredeemed(db, id, now, gt(guestUses.tokenExpiresAt, now)) : false;
}

async function releaseUnredeemed(db: Db, id: string, now: Date, tokenState: SQL | undefined): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [use] = await tx
      .update(guestUses)
      .set({ refundedAt: now })
      .where(and(eq(guestUses.id, id), isNull(guestUses.redeemedAt), isNull(guestUses.refundedAt), tokenState))
      .returning();
    if (use) await releaseCounters(tx, use, use.images);
    return Boolean(use);
  });
}

/**
 * A generation returned fewer images than its use took: the missing ones go back to the guest (the use
 * keeps counting only what was made), in the caller's transaction. Returns how many were given back.
 */
export async function returnGuestImages(tx: Db, guestKey: string, missing: number): Promise<number> {
  const [use] = await tx
    .update(guestUses)
    .set({ images: sql`${guestUses.images} - ${missing}::integer` })
    .where(and(eq(guestUses.id, guestKey), isNull(guestUses.refundedAt), gte(guestUses.images, missing)))
    .returning();
  if (!use) return 0;
  await releaseCounters(tx, use, missing);
  return missing;
}

async function releaseCounters(tx: Db, use: GuestUseRow, images: number): Promise<void> {
  // The global budget was only spent if the token was redeemed by a generation (claimGuestUse).
  const keys = use.redeemedAt ? [use.fingerprintKey, use.addressKey, use.dayKey] : [use.fingerprintKey, use.addressKey];
  for (const key of keys) {
    await tx
      .update(guestUsage)
      .set({ count: sql`greatest(${guestUsage.count} - ${images}::integer, 0)` })
      .where(and(eq(guestUsage.key, key), lte(guestUsage.windowStart, use.createdAt)));
  }
}

/** How long spent-use records and counters are kept: past the 14-day fingerprint window, plus a day. */
export const GUEST_RECORD_RETENTION_MS = 15 * DAY_MS;

export interface GuestSweepResult {
  /** Uses whose token expired unredeemed, given back. */
  released: number;
  deletedUses: number;
  deletedCounters: number;
}

/**
 * Periodic housekeeping (jobs/sweep-generations.ts): a use whose token expired without being redeemed
 * never became a generation, so it is given back (the same conditional update as a redeem, the other
 * way round: exactly one of them wins); records and counters past every window are deleted.
 */
export async function sweepGuestUsage(db: Db, now: Date = new Date(), batch = 500): Promise<GuestSweepResult> {
  const expired = await db
    .select({ id: guestUses.id })
    .from(guestUses)
    .where(and(isNull(guestUses.redeemedAt), isNull(guestUses.refundedAt), lte(guestUses.tokenExpiresAt, now)))
    .limit(batch);
  let released = 0;
  for (const { id } of expired) {
    if (await releaseUnredeemed(db, id, now, lte(guestUses.tokenExpiresAt, now))) released++;
  }
  const cutoff = new Date(now.getTime() - GUEST_RECORD_RETENTION_MS);
  const deletedUses = (await db.delete(guestUses).where(lt(guestUses.createdAt, cutoff)).returning({ id: guestUses.id })).length;
  const deletedCounters = (await db.delete(guestUsage).where(lt(guestUsage.windowStart, cutoff)).returning({ key: guestUsage.key })).length;
  return { released, deletedUses, deletedCounters };
}
