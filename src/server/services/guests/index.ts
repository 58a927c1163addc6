/** Guests (SPEC §7 checkGuestUsageLimit / useGuestGeneration): the server's own count, tokens, refunds. */
export { guestAddressGroup } from './address';
export { GUEST_TOKEN_TTL_MS, type GuestLimit, type GuestPolicy, guestPolicy } from './policy';
export { checkGuestUsage, type GuestRequest, type GuestUseOutcome, spendGuestUse } from './usage';
export { GUEST_RECORD_RETENTION_MS, type GuestSweepResult, redeemGuestToken, refundGuestUse, sweepGuestUsage } from './uses';
