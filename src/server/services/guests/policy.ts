import type { GuestFingerprint } from '../../../shared/api/guests';
import { GUEST_GENERATIONS, GUEST_LIFETIME_MS } from '../../../shared/guests';
import type { AppConfig } from '../../config';
import { guestAddressGroup } from './address';
import { fingerprintHash } from './signing';

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A guest's generation token lives this long: enough to start the generation, too short to hoard. An
 * unredeemed token holds only its own browser's and address's counters (never the global budget, which
 * is spent when the generation redeems it), and the sweeper gives those back within a minute of expiry.
 */
export const GUEST_TOKEN_TTL_MS = 2 * 60 * 1000;

/** The limits the server keeps for guests, whatever the browser's local record says. */
export interface GuestPolicy {
  /** Signs tokens and keys the fingerprint hash (the server secret). */
  secret: string;
  /** SPEC §9: 20 generations per guest … */
  perFingerprint: number;
  /** … within 14 days of its first use. */
  fingerprintWindowMs: number;
  /** Per UTC day: the configured per-address limit, capped at the address's share of the budget. */
  dailyLimitPerAddress: number;
  dailyBudget: number;
  tokenTtlMs: number;
}

export function guestPolicy(config: Pick<AppConfig, 'authSecret' | 'credits'>): GuestPolicy {
  return {
    secret: config.authSecret,
    perFingerprint: GUEST_GENERATIONS,
    fingerprintWindowMs: GUEST_LIFETIME_MS,
    dailyLimitPerAddress: addressDailyLimit(config.credits),
    dailyBudget: config.credits.guestDailyBudget,
    tokenTtlMs: GUEST_TOKEN_TTL_MS,
  };
}

/**
 * One address may take at most its share of the global budget (GUEST_IP_BUDGET_PERCENT, 2 % by default:
 * 20 of 1,000), whatever GUEST_DAILY_LIMIT_PER_IP says, so a handful of addresses cannot switch the
 * trial off for everyone. At least 1 while the budget is open, so a tiny budget still serves someone.
 */
export function addressDailyLimit(credits: Pick<AppConfig['credits'], 'guestDailyLimitPerAddress' | 'guestDailyBudget' | 'guestAddressBudgetPercent'>): number {
  const share = Math.floor((credits.guestDailyBudget * credits.guestAddressBudgetPercent) / 100);
  const shareCap = credits.guestDailyBudget > 0 ? Math.max(1, share) : 0;
  return Math.min(credits.guestDailyLimitPerAddress, shareCap);
}

/** Which limit stopped a guest. */
export type GuestLimit = 'fingerprint' | 'address' | 'budget';

export interface GuestCounter {
  limit: GuestLimit;
  key: string;
  max: number;
  windowMs: number;
}

/**
 * The three counters one guest generation spends, in the order they are locked (always the same order,
 * so two transactions never wait on each other crosswise): the fingerprint's (14 days from its first
 * use), the address's for this UTC day — both spent when the token is handed out — and everyone's for
 * this UTC day, only checked then and spent when the generation redeems the token.
 */
export function guestCounters(policy: GuestPolicy, payload: GuestFingerprint, address: string, now: Date): GuestCounter[] {
  const day = now.toISOString().slice(0, 10);
  return [
    { limit: 'fingerprint', key: `fp:${fingerprintHash(policy.secret, payload)}`, max: policy.perFingerprint, windowMs: policy.fingerprintWindowMs },
    { limit: 'address', key: `ip:${guestAddressGroup(address)}:${day}`, max: policy.dailyLimitPerAddress, windowMs: DAY_MS },
    { limit: 'budget', key: `day:${day}`, max: policy.dailyBudget, windowMs: DAY_MS },
  ];
}
