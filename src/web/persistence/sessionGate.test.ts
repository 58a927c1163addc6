import { describe, expect, it } from 'vitest';
import { SessionGate } from './sessionGate';

/** Whether the promise has settled after the callbacks queued so far ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('SessionGate', () => {
  it('open: a save passes at once and needs no new document', async () => {
    const gate = new SessionGate();
    expect(await gate.pass()).toBe(false);
  });

  it('holding: a save waits until release', async () => {
    const gate = new SessionGate();
    gate.hold();
    expect(gate.holding).toBe(true);
    const passing = gate.pass();
    expect(await settled(passing)).toBe(false);
    gate.release();
    expect(gate.holding).toBe(false);
    expect(await passing).toBe(false);
  });

  it('a restore while saves wait: the waiting save reads the document again, once', async () => {
    const gate = new SessionGate();
    gate.hold();
    const passing = gate.pass();
    gate.markReplaced();
    gate.release();
    expect(await passing).toBe(true);
    expect(await gate.pass()).toBe(false);
  });

  it('a restore while the gate is open changes nothing (the save reads the editor anyway)', async () => {
    const gate = new SessionGate();
    gate.markReplaced();
    expect(await gate.pass()).toBe(false);
  });

  it('hold and release twice are harmless', async () => {
    const gate = new SessionGate();
    gate.hold();
    gate.hold();
    const passing = gate.pass();
    gate.release();
    gate.release();
    expect(await passing).toBe(false);
  });
});
