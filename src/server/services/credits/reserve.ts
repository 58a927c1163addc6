import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_PROMPT_CHARS } from '../../../shared/api/generations';
import { type AiModelTier, type CreditBalance, type RemainingCredits, remainingCredits, spendOrder } from '../../../shared/credits';
import { MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { type GenerationBalanceUsed, generations, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../domain/errors';
import { debitBalance } from './balances';
import { writeLedger } from './ledger';
import { applyDueResets } from './resets';

/** What is recorded about the request on the generation row (bounded here, whatever the caller passes). */
export interface GenerationFields {
  prompt: string;
  style: string;
  size: string;
  count: number;
  /** Which provider serves it (demo, openai, qwen), when known. */
  provider?: string | null;
}

/** The largest cost one generation may have (the request schema allows 4 images). */
export const MAX_GENERATION_COST = 100;

export interface ReserveInput {
  userId: string;
  isAdmin: boolean;
  tier: AiModelTier;
  /** Credits to take: the number of images, all from one balance. */
  cost: number;
  generationFields: GenerationFields;
  now?: Date;
}

export type ReserveResult =
  | { ok: true; generationId: string; balance: CreditBalance }
  | {
      ok: false;
      reason: 'no_credits';
      /** What the user still has (after any due reset), so the page can say it and point to /pricing. */
      remaining: RemainingCredits;
      plan: string;
      needed: number;
    };

export function assertCost(cost: number): void {
  if (!Number.isInteger(cost) || cost < 1 || cost > MAX_GENERATION_COST) throw new RangeError(`A generation's cost must be a whole number from 1 to ${MAX_GENERATION_COST}.`);
}

/**
 * Starts a signed-in user's generation in one transaction: applies due resets, takes `cost` from the
 * first balance in SPEC §5 order that holds it (admin: nothing; free credits for the standard model
 * only; then monthly images; then one-time credits) — each try is ONE conditional update, so 200
 * parallel requests for the last credit serve exactly one — then inserts the pending `generations` row
 * and the ledger debit. Finish with completeGeneration or refundGeneration.
 */
export async function reserveGeneration(db: Db, input: ReserveInput): Promise<ReserveResult> {
  assertCost(input.cost);
  const now = input.now ?? new Date();
  return inTransaction(db, async (tx) => {
    await applyDueResets(tx, input.userId, now);
    let balance: CreditBalance | null = null;
    if (input.isAdmin) balance = 'admin';
    else {
      for (const candidate of spendOrder(input.tier)) {
        if (await debitBalance(tx, input.userId, candidate, input.cost, now)) {
          balance = candidate;
          break;
        }
      }
    }
    if (!balance) return noCredits(tx, input);
    const generationId = randomUUID();
    await insertGeneration(tx, {
      id: generationId,
      userId: input.userId,
      guestKey: null,
      balance,
      cost: balance === 'admin' ? 0 : input.cost,
      tier: input.tier,
      fields: input.generationFields,
      now,
    });
    // Admin generations spend no balance, so they have no ledger row (the generation row records them).
    if (balance !== 'admin') {
      await writeLedger(tx, {
        userId: input.userId,
        kind: 'debit',
        balance,
        amount: -input.cost,
        generationId,
        reason: `${input.tier} generation of ${input.generationFields.count} image(s)`,
        createdAt: now,
      });
    }
    return { ok: true, generationId, balance };
  });
}

async function noCredits(tx: Db, input: ReserveInput): Promise<ReserveResult> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, input.userId));
  if (!row) throw new DomainError('not_found', 'subscription_not_found', MESSAGES.subscriptionNotFound);
  return { ok: false, reason: 'no_credits', remaining: remainingCredits(row, false), plan: row.plan, needed: input.cost };
}

export async function insertGeneration(
  tx: Db,
  g: { id: string; userId: string | null; guestKey: string | null; balance: GenerationBalanceUsed; cost: number; tier: AiModelTier; fields: GenerationFields; now: Date },
): Promise<void> {
  await tx.insert(generations).values({
    id: g.id,
    userId: g.userId,
    guestKey: g.guestKey,
    status: 'pending',
    balance: g.balance,
    cost: g.cost,
    modelTier: g.tier,
    provider: g.fields.provider?.slice(0, 40) ?? null,
    prompt: g.fields.prompt.slice(0, MAX_PROMPT_CHARS),
    style: g.fields.style.slice(0, 80),
    size: g.fields.size.slice(0, 40),
    count: g.fields.count,
    createdAt: g.now,
  });
}
