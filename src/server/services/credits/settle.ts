import { and, eq, sql } from 'drizzle-orm';
import type { LedgerBalance } from '../../../shared/api/credits';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { type GenerationImageRef, type GenerationStatus, generations, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { refundGuestUse, returnGuestImages } from '../guests/uses';
import { creditBack } from './balances';
import { countGeneration } from './stats';

type GenerationRow = typeof generations.$inferSelect;

const isLedgerBalance = (balance: string): balance is LedgerBalance => balance === 'free' || balance === 'monthly' || balance === 'oneTime';

export interface CompletedImage {
  materialId?: string | null;
  /** The stored image's URL; inline data: URLs (guests) are not kept on the row. */
  url?: string | null;
  width: number;
  height: number;
}

export type CompleteResult =
  | { completed: true /** Credits given back for images the provider did not return. */; shortfallRefunded: number }
  /** The generation was not pending any more (already completed, or refunded by the sweeper). */
  | { completed: false; status: GenerationStatus | null };

/**
 * pending → succeeded in one conditional update, then in the same transaction: SPEC §7 stats/generations
 * (totalGenerations + 1, lastUpdated), the user's lifetime imageCount, and a refund of the credits for
 * any images asked for but not returned. Call it with at least one image; otherwise refundGeneration.
 */
export async function completeGeneration(db: Db, generationId: string, result: { images: CompletedImage[]; now?: Date }): Promise<CompleteResult> {
  if (result.images.length === 0) throw new RangeError('completeGeneration needs at least one image; a generation without images is refunded (refundGeneration).');
  if (!isUuid(generationId)) return { completed: false, status: null };
  const now = result.now ?? new Date();
  const images: GenerationImageRef[] = result.images.map((image) => ({
    materialId: image.materialId ?? null,
    url: image.url && !image.url.startsWith('data:') && image.url.length <= 2000 ? image.url : null,
    width: image.width,
    height: image.height,
  }));
  return inTransaction(db, async (tx) => {
    const [g] = await tx
      .update(generations)
      .set({ status: 'succeeded', images, finishedAt: now })
      .where(and(eq(generations.id, generationId), eq(generations.status, 'pending')))
      .returning();
    if (!g) return { completed: false, status: await statusOf(tx, generationId) };
    await countGeneration(tx, now);
    if (g.userId) {
      await tx
        .update(subscriptions)
        .set({ imageCount: sql`${subscriptions.imageCount} + ${images.length}` })
        .where(eq(subscriptions.userId, g.userId));
    }
    let shortfallRefunded = 0;
    const missing = Math.min(g.cost, g.count - images.length);
    if (g.userId && isLedgerBalance(g.balance) && missing > 0) {
      shortfallRefunded = await creditBack(tx, {
        userId: g.userId,
        balance: g.balance,
        amount: missing,
        generationId: g.id,
        debitedAt: g.createdAt,
        reason: `${missing} of ${g.count} image(s) not returned by the provider`,
        now,
      });
    }
    if (g.balance === 'guest' && g.guestKey && missing > 0) shortfallRefunded = await returnGuestImages(tx, g.guestKey, missing);
    return { completed: true, shortfallRefunded };
  });
}

export type RefundResult =
  /** This call settled it: 'refunded' (credits or the guest use given back) or 'failed' (an admin's: nothing was charged). */
  | { settled: true; status: 'refunded' | 'failed'; credited: number }
  /** Someone else settled it first (a second call, the sweeper, or a completion). */
  | { settled: false; status: GenerationStatus | null };

/**
 * A failed generation gives back exactly what it took, exactly once: ONE conditional update moves it
 * out of pending (a second call, or the sweeper at the same moment, finds nothing pending and does
 * nothing), then the same balance is credited in the same transaction with a ledger `refund` row — or,
 * for a guest, the spent use is given back.
 */
export async function refundGeneration(db: Db, generationId: string, errorCode: string, now: Date = new Date()): Promise<RefundResult> {
  if (!isUuid(generationId)) return { settled: false, status: null };
  return inTransaction(db, async (tx) => {
    const [g] = await tx
      .update(generations)
      .set({ status: sql`CASE WHEN ${generations.balance} = 'admin' THEN 'failed' ELSE 'refunded' END`, errorCode: errorCode.slice(0, 60), finishedAt: now })
      .where(and(eq(generations.id, generationId), eq(generations.status, 'pending')))
      .returning();
    if (!g) return { settled: false, status: await statusOf(tx, generationId) };
    return { settled: true, status: g.status as 'refunded' | 'failed', credited: await giveBack(tx, g, errorCode, now) };
  });
}

async function giveBack(tx: Db, g: GenerationRow, errorCode: string, now: Date): Promise<number> {
  if (g.balance === 'guest' && g.guestKey) return (await refundGuestUse(tx, g.guestKey, now)) ? g.cost : 0;
  if (!g.userId || !isLedgerBalance(g.balance)) return 0;
  return creditBack(tx, {
    userId: g.userId,
    balance: g.balance,
    amount: g.cost,
    generationId: g.id,
    debitedAt: g.createdAt,
    reason: `generation failed: ${errorCode.slice(0, 60)}`,
    now,
  });
}

async function statusOf(tx: Db, generationId: string): Promise<GenerationStatus | null> {
  const [row] = await tx.select({ status: generations.status }).from(generations).where(eq(generations.id, generationId));
  return row?.status ?? null;
}

/** A generation as recorded (for the route, an account page or an admin view). */
export async function getGeneration(db: Db, generationId: string): Promise<GenerationRow | null> {
  if (!isUuid(generationId)) return null;
  const [row] = await db.select().from(generations).where(eq(generations.id, generationId));
  return row ?? null;
}
