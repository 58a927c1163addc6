import { MENU } from '../../../editor/light';

export interface LongPressOptions {
  delayMs: number;
  moveThreshold: number;
}

/** SPEC §2: 500 ms, cancelled by a move of more than 15 px. */
export const LONG_PRESS: LongPressOptions = { delayMs: MENU.longPressMs, moveThreshold: MENU.longPressMoveThreshold };

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

/**
 * Recognises a long press from pointer downs, moves and ups (framework-free, so it is unit tested): one
 * finger held still for `delayMs` fires once at the place it went down. A second finger (pinch, pan),
 * a move beyond the threshold, lifting or cancelling stops it.
 */
export class LongPressTracker {
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private timer: unknown = null;
  private start: { id: number; x: number; y: number } | null = null;

  constructor(
    private readonly onLongPress: (point: { x: number; y: number }) => void,
    private readonly options: LongPressOptions = LONG_PRESS,
    private readonly timers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  ) {}

  down(id: number, x: number, y: number): void {
    this.pointers.set(id, { x, y });
    if (this.pointers.size !== 1) {
      this.stop();
      return;
    }
    this.start = { id, x, y };
    this.timer = this.timers.set(() => {
      const start = this.start;
      this.timer = null;
      this.start = null;
      if (start) this.onLongPress({ x: start.x, y: start.y });
    }, this.options.delayMs);
  }

  move(id: number, x: number, y: number): void {
    if (!this.pointers.has(id)) return;
    this.pointers.set(id, { x, y });
    if (this.start?.id === id && Math.hypot(x - this.start.x, y - this.start.y) > this.options.moveThreshold) this.stop();
  }

  up(id: number): void {
    this.pointers.delete(id);
    this.stop();
  }

  /** Forget every pointer (e.g. the page lost focus). */
  reset(): void {
    this.pointers.clear();
    this.stop();
  }

  get pending(): boolean {
    return this.timer !== null;
  }

  private stop(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.start = null;
  }
}
