/** Credit and guest settings read from the environment (the README's configuration table lists them). */
export interface CreditSettings {
  /** Guest generations one client address (IPv4, or IPv6 /56) may spend per UTC day. */
  guestDailyLimitPerAddress: number;
  /** Guest generations all guests together may spend per UTC day. */
  guestDailyBudget: number;
  /** The most of that budget one address may take, in percent (caps guestDailyLimitPerAddress). */
  guestAddressBudgetPercent: number;
  /** A generation still pending after this long was abandoned (server killed mid-way) and is refunded. */
  generationPendingTimeoutMs: number;
}

export const CREDIT_SETTING_DEFAULTS = { GUEST_DAILY_LIMIT_PER_IP: 20, GUEST_DAILY_BUDGET: 1000, GUEST_IP_BUDGET_PERCENT: 2, GENERATION_PENDING_TIMEOUT_MINUTES: 10 } as const;

function wholeNumber(env: NodeJS.ProcessEnv, name: keyof typeof CREDIT_SETTING_DEFAULTS, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (!raw) return CREDIT_SETTING_DEFAULTS[name];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function parseCreditSettings(env: NodeJS.ProcessEnv): CreditSettings {
  return {
    guestDailyLimitPerAddress: wholeNumber(env, 'GUEST_DAILY_LIMIT_PER_IP', 0),
    guestDailyBudget: wholeNumber(env, 'GUEST_DAILY_BUDGET', 0),
    guestAddressBudgetPercent: wholeNumber(env, 'GUEST_IP_BUDGET_PERCENT', 1, 100),
    generationPendingTimeoutMs: wholeNumber(env, 'GENERATION_PENDING_TIMEOUT_MINUTES', 1) * 60_000,
  };
}
