import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS, LongPressTracker } from './longPress';

describe('LongPressTracker (SPEC §2: 500 ms, 15 px)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the SPEC numbers', () => {
    expect(LONG_PRESS).toEqual({ delayMs: 500, moveThreshold: 15 });
  });

  it('fires once at the place the finger went down after 500 ms held', () => {
    const fired = vi.fn();
    const t = new LongPressTracker(fired);
    t.down(1, 100, 200);
    vi.advanceTimersByTime(499);
    expect(fired).not.toHaveBeenCalled();
    t.move(1, 110, 205);
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledExactlyOnceWith({ x: 100, y: 200 });
    vi.advanceTimersByTime(1000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by a move of more than 15 px', () => {
    const fired = vi.fn();
    const t = new LongPressTracker(fired);
    t.down(1, 0, 0);
    t.move(1, 12, 10); // 15.6 px
    vi.advanceTimersByTime(600);
    expect(fired).not.toHaveBeenCalled();
  });

  it('allows a wobble of exactly 15 px', () => {
    const fired = vi.fn();
    const t = new LongPressTracker(fired);
    t.down(1, 0, 0);
    t.move(1, 9, 12); // 15 px
    vi.advanceTimersByTime(500);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by lifting the finger early', () => {
    const fired = vi.fn();
    const t = new LongPressTracker(fired);
    t.down(1, 0, 0);
    vi.advanceTimersByTime(300);
    t.up(1);
    vi.advanceTimersByTime(600);
    expect(fired).not.toHaveBeenCalled();
    expect(t.pending).toBe(false);
  });

  it('is cancelled by a second finger (pinch or pan)', () => {
    const fired = vi.fn();
    const t = new LongPressTracker(fired);
    t.down(1, 0, 0);
    t.down(2, 50, 50);
    vi.advanceTimersByTime(600);
    expect(fired).not.toHaveBeenCalled();
    // Lifting one finger of the two does not start a new press.
    t.up(2);
    vi.advanceTimersByTime(600);
    expect(fired).not.toHaveBeenCalled();
  });
});
