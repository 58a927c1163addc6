import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('answers from the cache until the entry expires, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1_000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 2);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });
});
