import { describe, expect, it } from 'vitest';
import { Deadline } from './deadline';
import { recordingSleep } from './fakes';
import { backoffDelay, Retryable, withRetries } from './retry';
import { AiProviderError } from './types';

describe('backoff', () => {
  const policy = { baseDelayMs: 1000, maxDelayMs: 8000 };

  it('doubles each retry, half fixed and half jitter, up to the cap', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, { ...policy, random: () => 0 }))).toEqual([500, 1000, 2000, 4000, 4000]);
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, { ...policy, random: () => 0.999999 }))).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('withRetries', () => {
  const failure = new AiProviderError('rate_limited', 'HTTP 429');

  it('retries Retryable failures, then throws the final error', async () => {
    const { sleep, delays } = recordingSleep();
    const deadline = new Deadline(10_000);
    let calls = 0;
    const run = async () => {
      calls++;
      throw new Retryable(failure);
    };
    await expect(withRetries(run, { maxRetries: 2, baseDelayMs: 100, maxDelayMs: 1000, sleep, random: () => 0 }, deadline)).rejects.toBe(failure);
    expect(calls).toBe(3);
    expect(delays).toEqual([50, 100]);
    deadline.dispose();
  });

  it('does not retry other errors', async () => {
    const { sleep } = recordingSleep();
    const deadline = new Deadline(10_000);
    const refusal = new AiProviderError('content_policy', 'refused');
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw refusal;
        },
        { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1000, sleep, random: () => 0 },
        deadline,
      ),
    ).rejects.toBe(refusal);
    expect(calls).toBe(1);
    deadline.dispose();
  });

  it('gives up at once when the wait would pass the deadline', async () => {
    const { sleep, delays } = recordingSleep();
    const deadline = new Deadline(1000);
    await expect(
      withRetries(
        async () => {
          throw new Retryable(failure, 5000);
        },
        { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1000, sleep, random: () => 0 },
        deadline,
      ),
    ).rejects.toBe(failure);
    expect(delays).toEqual([]);
    deadline.dispose();
  });
});
