/** The longest wait between two attempts, however many failed before. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * How long to wait before running a job again after its `attempt`-th run failed: exponential
 * (base, 2×base, 4×base…, capped) with "equal jitter" — half of it fixed, half random — so jobs that
 * failed together (a provider down) do not all come back at the same instant.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
