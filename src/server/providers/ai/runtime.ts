import { componentLog } from '../../log/logger';
import { realSleep, type Sleep } from './deadline';
import type { UrlFetcher } from './download';
import type { RetryPolicy } from './retry';

const log = componentLog('ai');

/**
 * What a provider needs besides its settings: waiting, randomness for jitter, and the guarded fetcher
 * for result URLs. Tests pass short delays (or a recording sleep) and a fetcher that admits loopback.
 */
export interface AiProviderDeps {
  sleep?: Sleep;
  random?: () => number;
  /** First backoff step after a 429/5xx (default 1 s; doubles each retry, capped by retryMaxDelayMs). */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Fetches result URLs on hosts other than the provider's own (default: safeFetch, public addresses only). */
  fetchUntrusted?: UrlFetcher;
  /** Each retry, for the server log. */
  onRetry?: RetryPolicy['onRetry'];
}

export interface ProviderRuntime {
  sleep: Sleep;
  random: () => number;
  fetchUntrusted?: UrlFetcher;
  retry: (maxRetries: number) => RetryPolicy;
}

export function providerRuntime(deps: AiProviderDeps = {}): ProviderRuntime {
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? Math.random;
  return {
    sleep,
    random,
    fetchUntrusted: deps.fetchUntrusted,
    retry: (maxRetries) => ({
      maxRetries,
      baseDelayMs: deps.retryBaseDelayMs ?? 1000,
      maxDelayMs: deps.retryMaxDelayMs ?? 20_000,
      sleep,
      random,
      onRetry: deps.onRetry ?? ((info) => log.warn({ attempt: info.attempt, delayMs: info.delayMs, reason: info.reason }, 'AI request retried')),
    }),
  };
}
