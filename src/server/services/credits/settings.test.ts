import { describe, expect, it } from 'vitest';
import { parseCreditSettings } from './settings';

describe('parseCreditSettings', () => {
  it('has the documented defaults', () => {
    expect(parseCreditSettings({})).toEqual({ guestDailyLimitPerAddress: 20, guestDailyBudget: 1000, guestAddressBudgetPercent: 2, generationPendingTimeoutMs: 600_000 });
  });

  it('reads whole numbers (0 turns guests off) and refuses anything else with the variable named', () => {
    expect(parseCreditSettings({ GUEST_DAILY_LIMIT_PER_IP: '5', GUEST_DAILY_BUDGET: '0', GENERATION_PENDING_TIMEOUT_MINUTES: '3', GUEST_IP_BUDGET_PERCENT: '100' })).toEqual({
      guestDailyLimitPerAddress: 5,
      guestDailyBudget: 0,
      guestAddressBudgetPercent: 100,
      generationPendingTimeoutMs: 180_000,
    });
    expect(() => parseCreditSettings({ GUEST_DAILY_BUDGET: 'lots' })).toThrow(/GUEST_DAILY_BUDGET/);
    expect(() => parseCreditSettings({ GUEST_DAILY_LIMIT_PER_IP: '-1' })).toThrow(/GUEST_DAILY_LIMIT_PER_IP/);
    expect(() => parseCreditSettings({ GUEST_IP_BUDGET_PERCENT: '0' })).toThrow(/GUEST_IP_BUDGET_PERCENT/);
    expect(() => parseCreditSettings({ GUEST_IP_BUDGET_PERCENT: '101' })).toThrow(/GUEST_IP_BUDGET_PERCENT/);
    expect(() => parseCreditSettings({ GENERATION_PENDING_TIMEOUT_MINUTES: '0' })).toThrow(/GENERATION_PENDING_TIMEOUT_MINUTES/);
  });
});
