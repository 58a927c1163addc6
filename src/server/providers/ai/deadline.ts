import { setTimeout as delay } from 'node:timers/promises';
import { AiProviderError } from './types';

/**
 * One generation's time budget. Every HTTP call, retry wait, poll and download shares its signal, so
 * AI_TIMEOUT_MS bounds the whole generation, and the caller's own signal (a cancelled generation, a
 * stopping server) ends it at once.
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly endsAt: number;
  private readonly timer: NodeJS.Timeout;
  /** Why the signal aborted: the time ran out, the caller aborted, or sibling work was stopped. */
  private reason: 'timeout' | 'caller' | 'sibling' | undefined;
  private readonly detach: () => void;

  constructor(timeoutMs: number, outer?: AbortSignal) {
    this.signal = this.controller.signal;
    this.endsAt = Date.now() + timeoutMs;
    this.timer = setTimeout(() => {
      this.reason ??= 'timeout';
      this.controller.abort(new Error('timeout'));
    }, timeoutMs);
    const onOuterAbort = () => {
      this.reason ??= 'caller';
      this.controller.abort(outer?.reason);
    };
    if (outer?.aborted) onOuterAbort();
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    this.detach = () => outer?.removeEventListener('abort', onOuterAbort);
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  /** Stops sibling work early (e.g. the other images' polls once one image has failed). */
  cancel(): void {
    this.reason ??= 'sibling';
    this.controller.abort(new Error('cancelled'));
  }

  /** The port's error for an aborted call: the deadline passed, or the caller gave up. */
  abortError(): AiProviderError {
    return this.reason === 'timeout'
      ? new AiProviderError('timeout', 'The image provider did not finish in time.')
      : new AiProviderError('timeout', 'The generation was cancelled before the provider finished.');
  }

  /** Any failure as the port's error: an abort caused by this deadline becomes `timeout`. */
  toError(err: unknown): AiProviderError {
    if (err instanceof AiProviderError) return err;
    if (this.signal.aborted && this.reason !== 'sibling') return this.abortError();
    return new AiProviderError('provider_error', `The image provider failed: ${(err as Error).message}`);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.detach();
  }
}

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** The real wait between retries and polls; ends early (rejecting) when the signal aborts. */
export const realSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });

/** Runs `work` within a fresh deadline, always releasing its timer. */
export async function withDeadline<T>(timeoutMs: number, outer: AbortSignal | undefined, work: (deadline: Deadline) => Promise<T>): Promise<T> {
  const deadline = new Deadline(timeoutMs, outer);
  try {
    return await work(deadline);
  } catch (err) {
    throw deadline.toError(err);
  } finally {
    deadline.dispose();
  }
}

/** Resolves or rejects with `promise`, but rejects as soon as the deadline aborts. */
export function raceDeadline<T>(promise: Promise<T>, deadline: Deadline): Promise<T> {
  if (deadline.signal.aborted) return Promise.reject(deadline.abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.abortError());
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        deadline.signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err) => {
        deadline.signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}
