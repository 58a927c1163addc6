import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import { componentLog } from '../../log/logger';
import { refundGeneration } from './settle';

/** The error code recorded on a generation the sweeper refunded. */
export const ABANDONED_ERROR_CODE = 'abandoned';

/**
 * Refunds generations still pending `timeoutMs` after they started: the server that debited them was
 * killed before the result (or the provider never answered). Each goes through refundGeneration's
 * conditional update, so a generation finishing or failing at the same moment is settled once, by
 * whichever comes first. Returns how many this run refunded.
 */
export async function refundAbandonedGenerations(db: Db, options: { timeoutMs: number; now?: Date; batch?: number }): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.timeoutMs);
  const stale = await db
    .select({ id: generations.id })
    .from(generations)
    .where(and(eq(generations.status, 'pending'), lte(generations.createdAt, cutoff)))
    .orderBy(asc(generations.createdAt))
    .limit(options.batch ?? 200);
  let refunded = 0;
  for (const { id } of stale) {
    try {
      const result = await refundGeneration(db, id, ABANDONED_ERROR_CODE, now);
      if (result.settled) refunded++;
    } catch (error) {
      // One bad row must not keep the others from their refund; the next run tries it again.
      componentLog('credits').error({ generationId: id, error: (error as Error).message }, 'refunding an abandoned generation failed');
    }
  }
  return refunded;
}
