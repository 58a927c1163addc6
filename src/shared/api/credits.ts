import { z } from 'zod';
import type { RemainingCredits } from '../credits';
import type { PlanId } from '../plans';

/** What a ledger row records (services/credits/ledger.ts explains the sign of `amount`). */
export const LEDGER_KINDS = ['debit', 'refund', 'grant', 'reset', 'adjust'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** The balances that have a ledger: admin generations cost nothing, guests have no account. */
export const LEDGER_BALANCES = ['free', 'monthly', 'oneTime'] as const;
export type LedgerBalance = (typeof LEDGER_BALANCES)[number];

/** GET /api/credits: the signed-in user's figures after any reset that was due (persisted by the read). */
export interface CreditsAnswer {
  plan: PlanId;
  isAdmin: boolean;
  remaining: RemainingCredits;
  /** This period's free credits (the plan's figure, taken at the last reset). */
  freeCredits: number;
  freeCreditsUsed: number;
  /** SPEC §9 free credits of the user's plan now (the next reset gives this many). */
  planFreeCredits: number;
  monthlyImageCount: number;
  maxImages: number;
  oneTimeCredits: number;
  /** Lifetime images generated. */
  imageCount: number;
  freeCreditsLastReset: string;
  lastResetDate: string;
  /** When the free credits and the monthly count reset next (30 days after the last reset). */
  nextFreeReset: string;
  nextMonthlyReset: string;
}

/** One row of the user's own ledger, newest first. */
export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  balance: LedgerBalance;
  /** Signed change of what the user can spend from that balance (debit −n, refund/grant +n). */
  amount: number;
  generationId: string | null;
  reason: string;
  createdAt: string;
}

export const ledgerQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
