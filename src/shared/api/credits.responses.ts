import { z } from 'zod';
import type { RemainingCredits } from '../credits';
import { PLAN_IDS } from '../plans';
import type { CreditsAnswer } from './credits';
import type { SameType } from './endpoint';

/** The answer of GET /api/credits (the contract: endpoints/credits.ts); CreditsAnswer in credits.ts must match. */

export const remainingCreditsSchema = z.object({
  unlimited: z.boolean(),
  free: z.number().int(),
  monthly: z.number().int(),
  oneTime: z.number().int(),
  standard: z.number().int(),
  premium: z.number().int(),
});
true satisfies SameType<z.infer<typeof remainingCreditsSchema>, RemainingCredits>;

/** GET /api/credits */
export const creditsResponseSchema = z.object({
  plan: z.enum(PLAN_IDS),
  isAdmin: z.boolean(),
  remaining: remainingCreditsSchema,
  freeCredits: z.number().int(),
  freeCreditsUsed: z.number().int(),
  planFreeCredits: z.number().int(),
  monthlyImageCount: z.number().int(),
  maxImages: z.number().int(),
  oneTimeCredits: z.number().int(),
  imageCount: z.number().int(),
  freeCreditsLastReset: z.string(),
  lastResetDate: z.string(),
  nextFreeReset: z.string(),
  nextMonthlyReset: z.string(),
});
true satisfies SameType<z.infer<typeof creditsResponseSchema>, CreditsAnswer>;
