import type { Deadline, Sleep } from './deadline';
import type { AiProviderError } from './types';

/**
 * Retries with exponential backoff and jitter. A call that may succeed later (429, 5xx, a dropped
 * connection) throws `Retryable`; after the last retry — or when the wait would pass the deadline — its
 * final error (rate_limited / provider_error) is thrown instead.
 */

export class Retryable extends Error {
  constructor(
    /** What to throw if no retry is left. */
    readonly finalError: AiProviderError,
    /** The provider's Retry-After, in ms, when it sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(finalError.message);
    this.name = 'Retryable';
  }
}

export interface RetryPolicy {
  maxRetries: number;
  /** First backoff step; doubles each retry. */
  baseDelayMs: number;
  /** Cap of a computed backoff step (a Retry-After is honoured as sent, deadline permitting). */
  maxDelayMs: number;
  sleep: Sleep;
  random: () => number;
  /** Sees each wait before it happens (logs, tests). */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void;
}

/** "Equal jitter": half the exponential step fixed, half random, so parallel clients spread out. */
export function backoffDelay(retry: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(step / 2 + policy.random() * (step / 2));
}

export async function withRetries<T>(run: () => Promise<T>, policy: RetryPolicy, deadline: Deadline): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof Retryable)) throw err;
      if (retry >= policy.maxRetries) throw err.finalError;
      const delayMs = err.retryAfterMs ?? backoffDelay(retry, policy);
      // Waiting past the deadline only to time out would hide the real reason.
      if (delayMs >= deadline.remainingMs()) throw err.finalError;
      policy.onRetry?.({ attempt: retry + 1, delayMs, reason: err.message });
      await policy.sleep(delayMs, deadline.signal);
    }
  }
}
