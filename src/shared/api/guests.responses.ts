import { z } from 'zod';
import type { SameType } from './endpoint';
import type { GuestCheckAnswer, GuestUseAnswer } from './guests';

/** Answers of SPEC §7 checkGuestUsageLimit and useGuestGeneration (the contract: endpoints/guests.ts). */

/** POST /api/guests/check-usage */
export const guestCheckResponseSchema = z.object({ canUse: z.boolean(), remaining: z.number().int().optional() });
true satisfies SameType<z.infer<typeof guestCheckResponseSchema>, GuestCheckAnswer>;

/** POST /api/guests/use */
export const guestUseResponseSchema = z.object({
  success: z.boolean(),
  remaining: z.number().int().optional(),
  token: z.string().optional(),
  code: z.literal('guest_limit').optional(),
  message: z.string().optional(),
});
true satisfies SameType<z.infer<typeof guestUseResponseSchema>, GuestUseAnswer>;
