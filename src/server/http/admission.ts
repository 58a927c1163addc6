import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorBody } from './errors';

/** How many requests of one kind an instance works on at once, and how long others may queue for a turn. */
export interface AdmissionLimits {
  /** Requests worked on at once. */
  maxInFlight: number;
  /** Requests waiting for a turn; past it the next one is refused at once. */
  maxQueued: number;
  /** Longest wait for a turn; then the request is refused. */
  maxWaitMs: number;
  /** What a refusal's `Retry-After` asks the client to wait, in seconds. */
  retryAfterS: number;
}

/** The codes an admission refusal answers with, one per queue (each has its text in the web app's catalogue). */
export type AdmissionRefusalCode = 'autosave_busy';

/** Hands back the turn taken by `enter` (calling it twice is harmless). */
export type Leave = () => void;

/**
 * A bounded queue in front of expensive requests: at most `maxInFlight` at once, at most `maxQueued`
 * waiting (first come, first served), none waiting longer than `maxWaitMs`. So a burst can neither make
 * a request wait without bound nor hold more than `maxInFlight + maxQueued` of them in memory.
 */
export class AdmissionQueue {
  private active = 0;
  private readonly waiting: Array<(leave: Leave | null) => void> = [];

  constructor(private readonly limits: AdmissionLimits) {}

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** A turn (call the returned Leave when done), or null: the queue is full, the wait ran out, or `signal` aborted. */
  enter(signal?: AbortSignal): Promise<Leave | null> {
    if (this.active < this.limits.maxInFlight && this.waiting.length === 0) return Promise.resolve(this.admit());
    if (this.waiting.length >= this.limits.maxQueued || signal?.aborted) return Promise.resolve(null);
    return new Promise((resolve) => {
      const settle = (leave: Leave | null) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', giveUp);
        resolve(leave);
      };
      const giveUp = () => {
        const at = this.waiting.indexOf(settle);
        if (at >= 0) this.waiting.splice(at, 1);
        settle(null);
      };
      const timer = setTimeout(giveUp, this.limits.maxWaitMs);
      signal?.addEventListener('abort', giveUp, { once: true });
      this.waiting.push(settle);
    });
  }

  private admit(): Leave {
    this.active += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
      this.waiting.shift()?.(this.admit());
    };
  }
}

/**
 * Admits the matching requests through `queue`, before their body is read; a refused one gets 503 with
 * `code` and `Retry-After`. Requests without a signed-in viewer pass untouched (the route refuses them),
 * so they never take a turn from the people the queue is for.
 */
export function admission(
  queue: AdmissionQueue,
  options: { limits: AdmissionLimits; code: AdmissionRefusalCode; message: string; applies(method: string, path: string): boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!options.applies(c.req.method, c.req.path) || !c.get('viewer')) return next();
    const leave = await queue.enter(c.req.raw.signal);
    if (!leave) return c.json(errorBody(options.code, options.message), 503, { 'Retry-After': String(options.limits.retryAfterS) });
    try {
      await next();
    } finally {
      leave();
    }
  };
}
