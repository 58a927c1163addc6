import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue } from './admission';

const limits = { maxInFlight: 2, maxQueued: 2, maxWaitMs: 1000, retryAfterS: 2 };

describe('AdmissionQueue', () => {
  afterEach(() => vi.useRealTimers());

  it('admits up to maxInFlight at once, queues up to maxQueued, and refuses the rest at once', async () => {
    const queue = new AdmissionQueue(limits);
    const [a, b] = await Promise.all([queue.enter(), queue.enter()]);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    const waiting = [queue.enter(), queue.enter()];
    expect(queue.queued).toBe(2);
    expect(await queue.enter()).toBeNull();
    a?.();
    a?.(); // leaving twice hands back one turn only
    const first = await waiting[0];
    expect(first).not.toBeNull();
    expect(queue.inFlight).toBe(2);
    expect(queue.queued).toBe(1);
    b?.();
    first?.();
    (await waiting[1])?.();
    expect(queue.inFlight).toBe(0);
  });

  it('gives up on a wait past maxWaitMs, and on a request that went away', async () => {
    vi.useFakeTimers();
    const queue = new AdmissionQueue({ ...limits, maxInFlight: 1 });
    const held = await queue.enter();
    const timedOut = queue.enter();
    const gone = new AbortController();
    const aborted = queue.enter(gone.signal);
    gone.abort();
    expect(await aborted).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await timedOut).toBeNull();
    expect(queue.queued).toBe(0);
    held?.();
    expect(queue.inFlight).toBe(0);
    expect(await queue.enter()).not.toBeNull();
  });
});
