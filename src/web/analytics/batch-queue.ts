import type { AnalyticsBatch, AnalyticsItem } from '../../shared/api/analytics';

/** A record waiting to be sent: its age is computed when the batch leaves. */
export type QueuedItem = DistributiveOmit<AnalyticsItem, 'ageMs'> & { at: number };
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export interface BatchQueueOptions {
  /** Sends one batch; must not wait for an answer (sendBeacon). */
  send(batch: AnalyticsBatch): void;
  /** Flush at this many records… */
  flushItems: number;
  /** …or this long after the first record waiting. */
  flushDelayMs: number;
  /** Largest batch the server takes. */
  maxItems: number;
  /** Fields sent with every batch (window width, language). */
  meta?: () => Omit<AnalyticsBatch, 'items'>;
  now?: () => number;
  /** Runs `work` when the page is idle (requestIdleCallback), so a flush never competes with a navigation. */
  whenIdle?: (work: () => void) => void;
  setTimer?: (work: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The recorder's queue (decision 41): records wait and leave together, when `flushItems` are waiting
 * (on the next idle moment) or `flushDelayMs` after the first one, or at once on `flush()` (the page is
 * being hidden or left). Batches never exceed `maxItems`.
 */
export class BatchQueue {
  private items: QueuedItem[] = [];
  private timer: unknown = null;
  private idleQueued = false;
  private readonly now: () => number;
  private readonly whenIdle: (work: () => void) => void;
  private readonly setTimer: (work: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: BatchQueueOptions) {
    this.now = options.now ?? Date.now;
    this.whenIdle = options.whenIdle ?? ((work) => work());
    this.setTimer = options.setTimer ?? ((work, ms) => setTimeout(work, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  add(item: DistributiveOmit<QueuedItem, 'at'>): void {
    this.items.push({ ...item, at: this.now() } as QueuedItem);
    if (this.items.length >= this.options.flushItems) {
      if (!this.idleQueued) {
        this.idleQueued = true;
        this.whenIdle(() => {
          this.idleQueued = false;
          this.flush();
        });
      }
    } else if (this.timer === null) {
      this.timer = this.setTimer(() => {
        this.timer = null;
        this.flush();
      }, this.options.flushDelayMs);
    }
  }

  /** Sends everything waiting now, in batches of at most `maxItems`. */
  flush(): void {
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
    }
    const now = this.now();
    while (this.items.length > 0) {
      const chunk = this.items.splice(0, this.options.maxItems);
      const items = chunk.map(({ at, ...item }) => ({ ...item, ageMs: Math.max(0, now - at) }) as AnalyticsItem);
      this.options.send({ ...this.options.meta?.(), items });
    }
  }

  get pending(): number {
    return this.items.length;
  }
}
