/** SPEC §9: waiting for the canvas library and element: up to 50 tries at 100 ms. */
export const CANVAS_WAIT = { tries: 50, intervalMs: 100 } as const;

export class WaitTimeoutError extends Error {
  constructor(tries: number) {
    super(`Gave up after ${tries} tries`);
    this.name = 'WaitTimeoutError';
  }
}

/**
 * Calls `probe` until it returns a value (not null, undefined or false), at most `tries` times with
 * `intervalMs` between tries. Rejects with WaitTimeoutError when every try failed, or with the signal's
 * reason when aborted. The first try is immediate.
 */
export async function waitFor<T>(
  probe: () => T | null | undefined | false,
  { tries = CANVAS_WAIT.tries, intervalMs = CANVAS_WAIT.intervalMs, signal }: { tries?: number; intervalMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    signal?.throwIfAborted();
    const value = probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (attempt < tries) await delay(intervalMs, signal);
  }
  throw new WaitTimeoutError(tries);
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
