import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { GuestFingerprint } from '../../../shared/api/guests';
import type { Db } from '../../db/client';
import { guestUsage, guestUses } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DAY_MS, type GuestCounter, type GuestLimit, type GuestPolicy, guestCounters } from './policy';
import { signGuestToken } from './signing';

export interface GuestRequest {
  payload: GuestFingerprint;
  /** Images this use asks for (1 to MAX_IMAGES_PER_GENERATION; default 1): all or none are spent. */
  images?: number;
  /** The client's address as the server sees it (clientIp). */
  address: string;
  now?: Date;
}

/** What the guest may still spend: the smallest of the three counters' room. */
function remainingOf(counters: GuestCounter[], counts: number[]): number {
  return Math.max(0, Math.min(...counters.map((c, i) => c.max - counts[i])));
}

/** SPEC §7 checkGuestUsageLimit: reads the server's counts, spends nothing. */
export async function checkGuestUsage(db: Db, policy: GuestPolicy, request: GuestRequest): Promise<{ canUse: boolean; remaining: number }> {
  const now = request.now ?? new Date();
  const counters = guestCounters(policy, request.payload, request.address, now);
  const rows = await db
    .select()
    .from(guestUsage)
    .where(
      inArray(
        guestUsage.key,
        counters.map((c) => c.key),
      ),
    );
  const counts = counters.map((c) => {
    const row = rows.find((r) => r.key === c.key);
    // A counter whose window has passed counts as 0 (the next use restarts it).
    return row && now.getTime() - row.windowStart.getTime() < c.windowMs ? row.count : 0;
  });
  const remaining = remainingOf(counters, counts);
  return { canUse: remaining > 0, remaining };
}

export type GuestUseOutcome =
  | {
      success: true;
      remaining: number;
      /** Single-use, signed, valid for policy.tokenTtlMs: the generation call must bring it. */
      token: string;
      /** The spent use's id (what refundGuestUse takes). */
      guestKey: string;
    }
  /** remaining: what the guest may still ask for (0 when spent; less than asked when a smaller request would fit). */
  | { success: false; remaining: number; limit: GuestLimit };

export class LimitReached extends Error {
  constructor(readonly limit: GuestLimit) {
    super(`guest ${limit} limit reached`);
  }
}

/**
 * SPEC §7 useGuestGeneration (named spendGuestUse here: the linter takes use… names for React hooks).
 * Spends the images asked for (one generation of 1–4 images) from the fingerprint's and the address's counters in one transaction, or from
 * neither, and hands out a short-lived token. The global budget is only checked here: it is spent when
 * the generation redeems the token (claimGuestUse), so tokens requested and never used cannot hold it.
 * Each spend is one upsert whose update only happens under the limit (`ON CONFLICT … DO UPDATE … WHERE
 * count + images <= max`), evaluated on the latest row version after waiting for its lock, so parallel
 * uses cannot overspend; if a counter has less room than asked the transaction rolls back the other and
 * the answer says how much room there is.
 */
export async function spendGuestUse(db: Db, policy: GuestPolicy, request: GuestRequest): Promise<GuestUseOutcome> {
  const now = request.now ?? new Date();
  const counters = guestCounters(policy, request.payload, request.address, now);
  const [fingerprint, address, budget] = counters;
  const images = request.images ?? 1;
  try {
    return await inTransaction(db, async (tx) => {
      const budgetUsed = await currentCount(tx, budget, now);
      if (budgetUsed + images > budget.max) throw new LimitReached('budget');
      const counts = [await spend(tx, fingerprint, now, images), await spend(tx, address, now, images), budgetUsed + images];
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + policy.tokenTtlMs);
      await tx.insert(guestUses).values({ id, fingerprintKey: fingerprint.key, addressKey: address.key, dayKey: budget.key, images, createdAt: now, tokenExpiresAt: expiresAt });
      return { success: true as const, remaining: remainingOf(counters, counts), token: signGuestToken(policy.secret, { id, expiresAt }), guestKey: id };
    });
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    // Asked for more than is left: say what is left, so the page can offer exactly that.
    const { remaining } = images > 1 ? await checkGuestUsage(db, policy, request) : { remaining: 0 };
    return { success: false, remaining, limit: error.limit };
  }
}

/** A counter's count now (0 when missing or its window has passed). */
async function currentCount(db: Db, counter: GuestCounter, now: Date): Promise<number> {
  const [row] = await db.select().from(guestUsage).where(eq(guestUsage.key, counter.key));
  return row && now.getTime() - row.windowStart.getTime() < counter.windowMs ? row.count : 0;
}

/**
 * Spends one from the global daily budget when a generation redeems its token; throws LimitReached
 * ('budget') when it is full (the caller's transaction then rolls back the redeem).
 */
export async function spendGuestBudget(tx: Db, dailyBudget: number, now: Date, images: number): Promise<string> {
  const counter: GuestCounter = { limit: 'budget', key: `day:${now.toISOString().slice(0, 10)}`, max: dailyBudget, windowMs: DAY_MS };
  await spend(tx, counter, now, images);
  return counter.key;
}

/** Adds `images` to a counter if it has room for all of them (a passed window starts again); returns the new count. */
async function spend(tx: Db, counter: GuestCounter, now: Date, images: number): Promise<number> {
  if (counter.max < images) throw new LimitReached(counter.limit);
  const cutoff = new Date(now.getTime() - counter.windowMs).toISOString();
  const expired = sql`${guestUsage.windowStart} <= ${cutoff}::timestamptz`;
  const rows = await tx
    .insert(guestUsage)
    .values({ key: counter.key, count: images, windowStart: now })
    .onConflictDoUpdate({
      target: guestUsage.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN ${images}::integer ELSE ${guestUsage.count} + ${images}::integer END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${guestUsage.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${guestUsage.count} + ${images}::integer <= ${counter.max}`,
    })
    .returning({ count: guestUsage.count });
  if (rows.length === 0) throw new LimitReached(counter.limit);
  return rows[0].count;
}

/**
 * What the guest whose use this was may still spend, read from the same three counters the use was
 * counted in: the figure the page shows after each generation (the server's, never its own guess).
 */
export async function guestRemainingAfter(db: Db, policy: GuestPolicy, guestKey: string, now: Date = new Date()): Promise<number> {
  const [use] = await db.select().from(guestUses).where(eq(guestUses.id, guestKey));
  if (!use) return 0;
  const counters: GuestCounter[] = [
    { limit: 'fingerprint', key: use.fingerprintKey, max: policy.perFingerprint, windowMs: policy.fingerprintWindowMs },
    { limit: 'address', key: use.addressKey, max: policy.dailyLimitPerAddress, windowMs: DAY_MS },
    { limit: 'budget', key: use.dayKey, max: policy.dailyBudget, windowMs: DAY_MS },
  ];
  const counts = [];
  for (const counter of counters) counts.push(await currentCount(db, counter, now));
  return remainingOf(counters, counts);
}
