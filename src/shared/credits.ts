import { isPlanId, PLANS } from './plans';

/** SPEC §3 Subscription fields that the credit rules read. Dates are instants (Date objects). */
export interface CreditState {
  plan: string;
  imageCount: number;
  monthlyImageCount: number;
  oneTimeCredits: number;
  maxImages: number;
  lastResetDate: Date;
  freeCredits: number;
  freeCreditsUsed: number;
  freeCreditsLastReset: Date;
}

export type AiModelTier = 'standard' | 'premium';
export type CreditBalance = 'admin' | 'free' | 'monthly' | 'oneTime';

export interface GenerationContext {
  model: AiModelTier;
  isAdmin: boolean;
}

/** SPEC §4/§9: free credits and monthly counts reset once 30 days have passed. */
export const RESET_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

/** The balances a model may spend, in SPEC §5 order (admin aside): premium models never use free credits. */
export function spendOrder(model: AiModelTier): Exclude<CreditBalance, 'admin'>[] {
  return model === 'standard' ? ['free', 'monthly', 'oneTime'] : ['monthly', 'oneTime'];
}

/**
 * SPEC §5, in its order: admin always; standard model with free credits left; monthly images below
 * maxImages; at least one one-time credit. Premium models never use free credits.
 * `cost` is the number of images of one generation, all paid from one balance (1 gives the SPEC's
 * conditions exactly: free − used > 0, monthly < max, one-time ≥ 1). The server's conditional updates
 * (services/credits/reserve.ts) apply the same conditions in the same order.
 */
export function chooseBalance(sub: CreditState, ctx: GenerationContext, cost = 1): CreditBalance | null {
  if (ctx.isAdmin) return 'admin';
  for (const balance of spendOrder(ctx.model)) {
    if (balanceLeft(sub, balance) >= cost) return balance;
  }
  return null;
}

/** What one balance still holds. */
export function balanceLeft(sub: CreditState, balance: Exclude<CreditBalance, 'admin'>): number {
  if (balance === 'free') return sub.freeCredits - sub.freeCreditsUsed;
  if (balance === 'monthly') return sub.maxImages - sub.monthlyImageCount;
  return sub.oneTimeCredits;
}

export function canGenerate(sub: CreditState, ctx: GenerationContext, cost = 1): boolean {
  return chooseBalance(sub, ctx, cost) !== null;
}

export interface ResetResult<T extends CreditState> {
  sub: T;
  freeReset: boolean;
  monthlyReset: boolean;
}

/** Applies the resets that are due at `now`; the input is not changed. */
export function applyResets<T extends CreditState>(sub: T, now: Date): ResetResult<T> {
  const due = (since: Date) => now.getTime() - since.getTime() >= RESET_PERIOD_MS;
  const freeReset = due(sub.freeCreditsLastReset);
  const monthlyReset = due(sub.lastResetDate);
  let next: T = sub;
  if (freeReset) {
    // The plan may have changed since the last reset: the new period takes the plan table's figure.
    const freeCredits = PLANS[isPlanId(sub.plan) ? sub.plan : 'free'].freeCredits;
    next = { ...next, freeCredits, freeCreditsUsed: 0, freeCreditsLastReset: now };
  }
  if (monthlyReset) next = { ...next, monthlyImageCount: 0, lastResetDate: now };
  return { sub: next, freeReset, monthlyReset };
}

export interface RemainingCredits {
  unlimited: boolean;
  free: number;
  monthly: number;
  oneTime: number;
  /** What the standard model can still use (free + monthly + one-time). */
  standard: number;
  /** What premium models can still use (monthly + one-time). */
  premium: number;
}

/** For display (header badge, /image-gen). Call on the result of applyResets so due resets show. */
export function remainingCredits(sub: CreditState, isAdmin = false): RemainingCredits {
  const free = Math.max(0, sub.freeCredits - sub.freeCreditsUsed);
  const monthly = Math.max(0, sub.maxImages - sub.monthlyImageCount);
  const oneTime = Math.max(0, sub.oneTimeCredits);
  return { unlimited: isAdmin, free, monthly, oneTime, standard: free + monthly + oneTime, premium: monthly + oneTime };
}
