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

/**
 * SPEC §5, in its order: admin always; standard model with free credits left; monthly images below
 * maxImages; at least one one-time credit. Premium models never use free credits (issue 6).
 */
export function chooseBalance(sub: CreditState, ctx: GenerationContext): CreditBalance | null {
  if (ctx.isAdmin) return 'admin';
  if (ctx.model === 'standard' && sub.freeCredits - sub.freeCreditsUsed > 0) return 'free';
  if (sub.monthlyImageCount < sub.maxImages) return 'monthly';
  if (sub.oneTimeCredits >= 1) return 'oneTime';
  return null;
}

export function canGenerate(sub: CreditState, ctx: GenerationContext): boolean {
  return chooseBalance(sub, ctx) !== null;
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
