import { describe, expect, it } from 'vitest';
import { parseCreditSettings } from './settings';

describe('parseCreditSettings', () => {
  it('has the documented defaults', () => {
    expect(parseCreditSettings({})).toEqual({ guestDailyLimitPerAddress: 40, guestDailyBudget: 1000, generationPendingTimeoutMs: 600_000 });
  });

  it('reads whole numbers (0 turns guests off) and refuses anything else with the variable named', () => {
    expect(parseCreditSettings({ GUEST_DAILY_LIMIT_PER_IP: '5', GUEST_DAILY_BUDGET: '0', GENERATION_PENDING_TIMEOUT_MINUTES: '3' })).toEqual({
      guestDailyLimitPerAddress: 5,
      guestDailyBudget: 0,
      generationPendingTimeoutMs: 180_000,
    });
    expect(() => parseCreditSettings({ GUEST_DAILY_BUDGET: 'lots' })).toThrow(/GUEST_DAILY_BUDGET/);
    expect(() => parseCreditSettings({ GUEST_DAILY_LIMIT_PER_IP: '-1' })).toThrow(/GUEST_DAILY_LIMIT_PER_IP/);
    expect(() => parseCreditSettings({ GENERATION_PENDING_TIMEOUT_MINUTES: '0' })).toThrow(/GENERATION_PENDING_TIMEOUT_MINUTES/);
  });
});
