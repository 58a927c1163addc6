import { describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '../../shared/api/analytics';
import { BatchQueue } from './batch-queue';
import { pathOf } from './recorder';

/** A queue on a fake clock and fake timers: `tick(ms)` moves time and runs due timers. */
function setup(options: { flushItems?: number; maxItems?: number } = {}) {
  let now = 1_000_000;
  const sent: AnalyticsBatch[] = [];
  const timers: { at: number; work: () => void }[] = [];
  const idle: (() => void)[] = [];
  const queue = new BatchQueue({
    send: (batch) => sent.push(batch),
    flushItems: options.flushItems ?? 3,
    flushDelayMs: 5000,
    maxItems: options.maxItems ?? 50,
    meta: () => ({ screenWidth: 1280, language: 'en' }),
    now: () => now,
    whenIdle: (work) => idle.push(work),
    setTimer: (work, ms) => {
      const timer = { at: now + ms, work };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
  });
  const tick = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.work();
    }
  };
  const runIdle = () => {
    for (const work of idle.splice(0)) work();
  };
  return { queue, sent, tick, runIdle, timers };
}

describe('the recorder batch queue', () => {
  it('sends nothing at once, then one batch 5 s after the first record, with ages', () => {
    const { queue, sent, tick } = setup();
    queue.add({ type: 'pageview', path: '/' });
    tick(1000);
    queue.add({ type: 'event', name: 'editor_opened', path: '/' });
    expect(sent).toEqual([]);
    tick(4000);
    expect(sent).toEqual([
      {
        screenWidth: 1280,
        language: 'en',
        items: [
          { type: 'pageview', path: '/', ageMs: 5000 },
          { type: 'event', name: 'editor_opened', path: '/', ageMs: 4000 },
        ],
      },
    ]);
    expect(queue.pending).toBe(0);
  });

  it('flushes a full queue on the next idle moment, not during the call', () => {
    const { queue, sent, runIdle, timers } = setup({ flushItems: 3 });
    for (const path of ['/a', '/b', '/c', '/d']) queue.add({ type: 'pageview', path });
    expect(sent).toHaveLength(0);
    runIdle();
    expect(sent).toHaveLength(1);
    expect(sent[0].items.map((i) => ('path' in i ? i.path : ''))).toEqual(['/a', '/b', '/c', '/d']);
    expect(timers).toHaveLength(0);
  });

  it('sends everything on flush (page hidden or left), split at the batch limit', () => {
    const { queue, sent } = setup({ flushItems: 100, maxItems: 2 });
    for (let i = 0; i < 5; i++) queue.add({ type: 'heartbeat' });
    queue.flush();
    expect(sent.map((b) => b.items.length)).toEqual([2, 2, 1]);
    queue.flush();
    expect(sent).toHaveLength(3);
  });
});

describe('pathOf', () => {
  it('keeps pages and replaces ids', () => {
    expect(pathOf('/pricing')).toBe('/pricing');
    expect(pathOf('/account/orders/4f9c2d1e-8a7b-4c3d-9e2f-1a2b3c4d5e6f')).toBe('/account/orders/:id');
    expect(pathOf('/admin/orders/123456')).toBe('/admin/orders/:id');
    expect(pathOf('/a b')).toBe('/ab');
  });
});
