import { describe, expect, it } from 'vitest';
import { createProofQueue } from './proof-queue';

/** A promise that settles when `finish` is called: a render that holds its slot until the test lets go. */
function gate() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, done };
}

describe('proof queue', () => {
  it('runs one proof per member at a time, others members alongside up to the global bound', async () => {
    const queue = createProofQueue({ running: 2, waiting: 8, perMember: 2 });
    const a1 = gate();
    const a2 = gate();
    const b1 = gate();
    const started: string[] = [];
    const run = (user: string, name: string, g: ReturnType<typeof gate>) =>
      queue.run(user, async () => {
        started.push(name);
        await g.done;
        return name;
      });
    const first = run('a', 'a1', a1);
    const second = run('a', 'a2', a2);
    const other = run('b', 'b1', b1);
    await Promise.resolve();
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.waiting).toBe(1);
    a1.finish();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a1', 'b1', 'a2']);
    a2.finish();
    b1.finish();
    expect(await Promise.all([second, other])).toEqual(['a2', 'b1']);
    expect(queue.peakActive).toBe(2);
    expect(queue.active).toBe(0);
  });

  it("a member's newer proof supersedes their waiting one", async () => {
    const queue = createProofQueue({ running: 1, waiting: 8, perMember: 2 });
    const g = gate();
    const running = queue.run('a', () => g.done.then(() => 'first'));
    const checkout = queue.run('a', async () => 'checkout');
    const waiting = queue.run('a', async () => 'second', { supersede: true });
    const newest = queue.run('a', async () => 'third', { supersede: true });
    await expect(waiting).rejects.toMatchObject({ kind: 'conflict', code: 'proof_superseded' });
    // The checkout's proof is never replaced; past the member's bound a request is refused.
    await expect(queue.run('a', async () => 'fourth')).rejects.toMatchObject({ kind: 'unavailable', code: 'proofs_busy' });
    expect(queue.waiting).toBe(2);
    g.finish();
    expect(await running).toBe('first');
    expect(await checkout).toBe('checkout');
    expect(await newest).toBe('third');
  });

  it('refuses with proofs_busy when the wait is full, and serves again once it drains', async () => {
    const queue = createProofQueue({ running: 1, waiting: 2, perMember: 2 });
    const g = gate();
    const held = [queue.run('a', () => g.done), queue.run('b', () => g.done), queue.run('c', () => g.done)];
    await expect(queue.run('d', async () => 'late')).rejects.toMatchObject({ kind: 'unavailable', code: 'proofs_busy' });
    g.finish();
    await Promise.all(held);
    expect(await queue.run('d', async () => 'served')).toBe('served');
  });

  it('frees the slot when a render fails', async () => {
    const queue = createProofQueue({ running: 1, waiting: 1, perMember: 1 });
    await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'next')).toBe('next');
    expect(queue.active).toBe(0);
  });
});
