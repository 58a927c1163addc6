import { eq } from 'drizzle-orm';
import type { StickerOptions } from '../../../shared/sticker';
import type { Db } from '../../db/client';
import { cartProofs } from '../../db/schema';
import { productionRequestOf } from '../orders/production';

/**
 * What a proof shows depends on the size, the cut (product and shape) and a decal's colour; a change of
 * material, finish or quantity keeps it. This text names it (the production request, canonical): two
 * options with the same look share a proof, and a proof stored with one look shows nothing else.
 */
export const proofLook = (options: StickerOptions) => JSON.stringify(productionRequestOf(options));

/**
 * Whether a cart proof shows what these options make. A proof the cart did not record (a design's own
 * preview) or recorded before looks were kept cannot be checked, and passes.
 */
export async function proofShows(db: Db, proofKey: string, options: StickerOptions): Promise<boolean> {
  const [row] = await db.select({ look: cartProofs.look }).from(cartProofs).where(eq(cartProofs.key, proofKey));
  return !row?.look || row.look === proofLook(options);
}

/**
 * Whether a proof is the buyer's: rendered under their folder, or recorded for them (a guest's proofs
 * keep their folder when the guest's cart moves to the account at sign-in, decision 88).
 */
export async function proofIsBuyers(db: Db, proofKey: string, buyerId: string): Promise<boolean> {
  if (proofKey.startsWith(`users/${buyerId}/`)) return true;
  const [row] = await db.select({ userId: cartProofs.userId }).from(cartProofs).where(eq(cartProofs.key, proofKey));
  return row?.userId === buyerId;
}
