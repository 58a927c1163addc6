import { describe, expect, it } from 'vitest';
import { createSlots } from './render-slots';

describe('production build slots', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order, and frees a slot on failure', async () => {
    const slots = createSlots(1);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string, fail = false) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(most).toBe(1);
    expect(order).toEqual(['start a', 'start b', 'start c']);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });
});
