import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, cartProofs, customOrderRequests, orderItems } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';

/** A proof is kept this long after it was made, whatever points at it: a checkout started from an open cart page may still take it. */
export const PROOF_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes cart proofs nothing needs any more (decision 40): older than the grace period, and no cart
 * line, order line (its proof or a replacement's awaiting approval) nor quote points at them (a line removed, re-sized, or added twice at once). Rows go first,
 * in one conditional DELETE per batch, then the files: a kill in between leaves a file without a row,
 * never a line without its proof.
 */
export async function sweepCartProofs(deps: { db: Db; storage: StoragePort }, now = new Date(), graceMs = PROOF_GRACE_MS): Promise<number> {
  const before = new Date(now.getTime() - graceMs);
  const unused = and(
    lt(cartProofs.createdAt, before),
    notExists(deps.db.select({ one: sql`1` }).from(cartItems).where(sql`${cartItems.proofKey} = ${cartProofs.key}`)),
    notExists(deps.db.select({ one: sql`1` }).from(orderItems).where(sql`${orderItems.proofKey} = ${cartProofs.key}`)),
    // A replacement's proof waits for the customer's approval of a hold, a quote's for the customer's answer.
    notExists(deps.db.select({ one: sql`1` }).from(orderItems).where(sql`${orderItems.replacementProofKey} = ${cartProofs.key}`)),
    notExists(deps.db.select({ one: sql`1` }).from(customOrderRequests).where(sql`${customOrderRequests.quote}->>'proofKey' = ${cartProofs.key}`)),
  );
  let deleted = 0;
  for (;;) {
    const due = deps.db.select({ key: cartProofs.key }).from(cartProofs).where(unused).limit(BATCH);
    const batch = await deps.db
      .delete(cartProofs)
      .where(and(inArray(cartProofs.key, due), unused))
      .returning({ key: cartProofs.key });
    for (const { key } of batch) await deps.storage.delete(key);
    deleted += batch.length;
    if (batch.length < BATCH) return deleted;
  }
}
