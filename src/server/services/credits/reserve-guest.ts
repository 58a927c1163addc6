import { randomUUID } from 'node:crypto';
import type { AiModelTier } from '../../../shared/credits';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { claimGuestUse, GuestBudgetSpent, refundGuestUse } from '../guests/uses';
import { type GenerationFields, insertGeneration } from './reserve';

export interface ReserveGuestInput {
  /** The token useGuestGeneration returned (POST /api/guests/use). */
  guestToken: string;
  /** The server secret the token was signed with (config.authSecret). */
  secret: string;
  /** GUEST_DAILY_BUDGET: spent here, when the generation starts, not when the token was handed out. */
  dailyBudget: number;
  tier: AiModelTier;
  /** Images asked for (default 1): the token must have taken exactly this many. */
  images?: number;
  generationFields: GenerationFields;
  now?: Date;
}

export type ReserveGuestResult = { ok: true; generationId: string; balance: 'guest'; guestKey: string } | { ok: false; reason: 'guest_token_invalid' | 'guest_budget' };

/**
 * Starts a guest's generation: redeems the single-use token, spends one from the global daily budget and
 * inserts the pending generation (balance 'guest', cost: its images) in one transaction, so a crash cannot
 * leave a spent token without a generation for the sweeper to refund. The fingerprint and address
 * counters were spent by useGuestGeneration; refundGeneration gives everything back if the generation
 * fails. A full budget gives the use back at once and answers 'guest_budget'.
 */
export async function reserveGuestGeneration(db: Db, input: ReserveGuestInput): Promise<ReserveGuestResult> {
  const now = input.now ?? new Date();
  const images = input.images ?? 1;
  try {
    return await inTransaction(db, async (tx) => {
      const guestKey = await claimGuestUse(tx, input.guestToken, { secret: input.secret, dailyBudget: input.dailyBudget, now, images });
      if (!guestKey) return { ok: false, reason: 'guest_token_invalid' };
      const generationId = randomUUID();
      await insertGeneration(tx, { id: generationId, userId: null, guestKey, balance: 'guest', cost: images, tier: input.tier, fields: input.generationFields, now });
      return { ok: true, generationId, balance: 'guest', guestKey };
    });
  } catch (error) {
    if (!(error instanceof GuestBudgetSpent)) throw error;
    await refundGuestUse(db, error.guestKey, now);
    return { ok: false, reason: 'guest_budget' };
  }
}
