import type { Db } from '../../db/client';
import { DomainError, rateLimited } from '../../domain/errors';
import { hitCounter } from '../security/rate-counter';

/**
 * What one cart checkout may cost. Each distinct design of the cart is read and frozen as the order's
 * snapshot, so the bytes a checkout writes grow with its designs: they are bounded per checkout, and
 * checkouts per member and per client address per window, far above a shopper's pace.
 */
export const CHECKOUT_LIMITS = {
  /** Snapshot bytes one checkout may write: three designs of the largest size a save takes. */
  snapshotBytes: 32 * 1024 * 1024,
  windowMs: 10 * 60 * 1000,
  perMember: 10,
  perAddress: 30,
} as const;

const MB = 1024 * 1024;

/** Counts this checkout against the member's and the address's windows; 429 over either. */
export async function checkCheckoutRate(db: Db, buyerId: string, addressGroup: string): Promise<void> {
  const member = await hitCounter(db, `checkout:user:${buyerId}`, CHECKOUT_LIMITS.windowMs);
  const address = await hitCounter(db, `checkout:ip:${addressGroup}`, CHECKOUT_LIMITS.windowMs);
  if (member > CHECKOUT_LIMITS.perMember || address > CHECKOUT_LIMITS.perAddress) {
    throw rateLimited('Too many checkouts in a few minutes. Please wait a moment and try again.');
  }
}

/** 413 when the cart's distinct designs together are more than one checkout may freeze. */
export function checkSnapshotBytes(bytes: number): void {
  if (bytes <= CHECKOUT_LIMITS.snapshotBytes) return;
  throw new DomainError(
    'too_large',
    'checkout_designs_too_large',
    `The designs in this cart are too large to order together (${Math.ceil(bytes / MB)} MB; the limit is ${CHECKOUT_LIMITS.snapshotBytes / MB} MB). Please order some of them separately.`,
    { bytes, limit: CHECKOUT_LIMITS.snapshotBytes },
  );
}
