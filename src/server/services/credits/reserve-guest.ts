import { randomUUID } from 'node:crypto';
import type { AiModelTier } from '../../../shared/credits';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { redeemGuestToken } from '../guests/uses';
import { type GenerationFields, insertGeneration } from './reserve';

export interface ReserveGuestInput {
  /** The token useGuestGeneration returned (POST /api/guests/use). */
  guestToken: string;
  /** The server secret the token was signed with (config.authSecret). */
  secret: string;
  tier: AiModelTier;
  generationFields: GenerationFields;
  now?: Date;
}

export type ReserveGuestResult = { ok: true; generationId: string; balance: 'guest'; guestKey: string } | { ok: false; reason: 'guest_token_invalid' };

/**
 * Starts a guest's generation: redeems the single-use token and inserts the pending generation (balance
 * 'guest', cost 1 use) in one transaction, so a crash cannot leave a spent token without a generation
 * for the sweeper to refund. The use itself was counted by useGuestGeneration; refundGeneration gives it
 * back if the generation fails.
 */
export async function reserveGuestGeneration(db: Db, input: ReserveGuestInput): Promise<ReserveGuestResult> {
  const now = input.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const guestKey = await redeemGuestToken(tx, input.guestToken, { secret: input.secret, now });
    if (!guestKey) return { ok: false, reason: 'guest_token_invalid' };
    const generationId = randomUUID();
    await insertGeneration(tx, { id: generationId, userId: null, guestKey, balance: 'guest', cost: 1, tier: input.tier, fields: input.generationFields, now });
    return { ok: true, generationId, balance: 'guest', guestKey };
  });
}
