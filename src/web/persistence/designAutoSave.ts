import { RETRY_AFTER_SPREAD } from '../../shared/api/retry-after';

/** How a run of the open design's save ended, as the scheduler needs it. */
export type DesignSaveRun =
  /** Stored, or nothing to store. */
  | 'done'
  /** Not stored (offline, a server failure): tried again later. */
  | 'failed'
  /** Not stored, and not to be tried again by itself (a conflict left for later): only Retry or a new change does. */
  | 'stopped'
  /** Not stored: the server was busy, and `busy` set the save for when it said to come back. */
  | 'later';

export const DESIGN_AUTOSAVE = {
  /** A burst of changes is one save: this long after the last change. */
  afterChangeMs: 1500,
  /** Failed saves are retried after 2 s, 4 s, 8 s … up to 30 s (and at once when the browser is back online). */
  retryFirstMs: 2000,
  retryMaxMs: 30_000,
} as const;

/** The browser's connectivity, injected (tests and the server-side render have no window). */
export interface Connectivity {
  /** Calls `listener` on the browser's `online` event; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export const browserConnectivity: Connectivity = {
  onOnline(listener) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

/**
 * Saves the open design to the account by itself (decision 98): shortly after the user's changes, and
 * after a failure on a backoff and on reconnecting, until the changes are stored. `run` is the save
 * itself (with the revision and its conflict handling); one runs at a time.
 */
export class DesignAutoSave {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  /** A busy server asked for no save before this time (epoch ms): changes and failures meanwhile wait for it too. */
  private notBefore = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly offOnline: () => void;

  constructor(
    private readonly run: () => Promise<DesignSaveRun>,
    connectivity: Connectivity = browserConnectivity,
  ) {
    this.offOnline = connectivity.onOnline(() => {
      if (this.retries > 0) void this.now();
    });
  }

  /** The user changed the design: a save soon (a new change also lifts a stop after a conflict). */
  changed(): void {
    this.stopped = false;
    this.retries = 0;
    this.schedule(DESIGN_AUTOSAVE.afterChangeMs);
  }

  /** A save did not reach the account (here or by Save / Ctrl+S): tried again on the backoff. */
  failed(): void {
    this.retries += 1;
    this.schedule(Math.min(DESIGN_AUTOSAVE.retryMaxMs, DESIGN_AUTOSAVE.retryFirstMs * 2 ** (this.retries - 1)));
  }

  /**
   * The server was busy and asked for `retryAfterMs` (its Retry-After): the save is tried then, plus up
   * to half as long again so that the editors it refused together do not all come back at once. A change
   * made meanwhile does not bring the save forward.
   */
  busy(retryAfterMs: number): void {
    const waitMs = retryAfterMs * (1 + Math.random() * RETRY_AFTER_SPREAD);
    this.notBefore = Date.now() + waitMs;
    this.schedule(waitMs);
  }

  /** Save at once (Retry, reconnecting); resolves when this run (and one asked for during it) ended. */
  now(): Promise<void> {
    this.clearTimer();
    this.stopped = false;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  dispose(): void {
    this.clearTimer();
    this.offOnline();
    this.stopped = true;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      const outcome = await this.run();
      if (outcome === 'done') {
        this.retries = 0;
        this.notBefore = 0;
      } else if (outcome === 'stopped') this.stopped = true;
      else if (outcome === 'failed') this.failed();
    } while (this.again && !this.stopped);
  }

  /** The next save in `ms`, and not before a busy server said to come back. */
  private schedule(ms: number): void {
    this.clearTimer();
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.now(), Math.max(ms, this.notBefore - Date.now()));
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
