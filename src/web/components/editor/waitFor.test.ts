import { describe, expect, it, vi } from 'vitest';
import { CANVAS_WAIT, WaitTimeoutError, waitFor } from './waitFor';

describe('waitFor (SPEC §9: 50 tries at 100 ms)', () => {
  it('uses the SPEC numbers by default', () => {
    expect(CANVAS_WAIT).toEqual({ tries: 50, intervalMs: 100 });
  });

  it('resolves at once when the value is already there', async () => {
    const probe = vi.fn(() => 'ready');
    await expect(waitFor(probe)).resolves.toBe('ready');
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('tries again until the value appears', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const pending = waitFor(() => (++calls >= 3 ? { el: true } : null));
      await vi.advanceTimersByTimeAsync(200);
      await expect(pending).resolves.toEqual({ el: true });
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the last try, having waited (tries - 1) intervals', async () => {
    vi.useFakeTimers();
    try {
      const probe = vi.fn(() => false as const);
      const pending = waitFor(probe);
      const settled = expect(pending).rejects.toBeInstanceOf(WaitTimeoutError);
      await vi.advanceTimersByTimeAsync(49 * 100);
      await settled;
      expect(probe).toHaveBeenCalledTimes(50);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const pending = waitFor(() => null, { signal: controller.signal, intervalMs: 1000 });
    controller.abort(new Error('unmounted'));
    await expect(pending).rejects.toThrow('unmounted');
  });
});
