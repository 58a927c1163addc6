import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retry backoff', () => {
  it('doubles with each attempt, between half and all of the exponential delay', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 1000, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 1000, () => 1))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('is capped, however many attempts failed', () => {
    expect(retryDelayMs(60, 1000, () => 1)).toBe(MAX_RETRY_DELAY_MS);
  });
});
