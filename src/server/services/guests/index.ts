/** Guests (SPEC §7 checkGuestUsageLimit / useGuestGeneration): the server's own count, tokens, refunds. */
export { guestAddressGroup } from './address';
export { addressDailyLimit, GUEST_TOKEN_TTL_MS, type GuestLimit, type GuestPolicy, guestPolicy } from './policy';
export { checkGuestUsage, type GuestRequest, type GuestUseOutcome, guestRemainingAfter, spendGuestUse } from './usage';
export {
  claimGuestUse,
  GUEST_RECORD_RETENTION_MS,
  GuestBudgetSpent,
  type GuestSweepResult,
  redeemGuestToken,
  refundGuestUse,
  releaseGuestToken,
  returnGuestImages,
  sweepGuestUsage,
} from './uses';
