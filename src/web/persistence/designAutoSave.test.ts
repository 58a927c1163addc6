import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESIGN_AUTOSAVE, DesignAutoSave, type DesignSaveRun } from './designAutoSave';

function setup(outcomes: DesignSaveRun[]) {
  let online: (() => void) | null = null;
  const run = vi.fn(async (): Promise<DesignSaveRun> => outcomes.shift() ?? 'done');
  const scheduler = new DesignAutoSave(run, {
    onOnline: (listener) => {
      online = listener;
      return () => {
        online = null;
      };
    },
  });
  return { run, scheduler, goOnline: () => online?.() };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DesignAutoSave: when the open design is saved by itself', () => {
  it('one save after a burst of changes', async () => {
    const { run, scheduler } = setup([]);
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs - 1);
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    scheduler.dispose();
  });

  it("a busy server's refusal is tried again when it said, not on the failure backoff", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { run, scheduler } = setup(['later', 'done']);
    // The run that met the busy server set the next save itself (as the controller does on a Retry-After).
    run.mockImplementationOnce(async () => {
      scheduler.busy(7000);
      return 'later';
    });
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    // Not at the failure backoff's 2 s…
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryFirstMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    // …but once the server's 7 s have passed.
    vi.advanceTimersByTime(7000 - DESIGN_AUTOSAVE.retryFirstMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryMaxMs * 2);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.dispose();
    vi.restoreAllMocks();
  });

  it("a change made while a busy server's wait runs does not bring the save forward; once stored, changes save soon again", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { run, scheduler } = setup([]);
    run.mockImplementationOnce(async () => {
      scheduler.busy(7000);
      return 'later';
    });
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    // A change 1 s into the 7 s wait: its own 1.5 s would end at 2.5 s, still inside the wait.
    vi.advanceTimersByTime(1000);
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(7000 - 1000 - DESIGN_AUTOSAVE.afterChangeMs - 1);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    // Stored (the run said 'done'): the next change is saved after the usual pause, the wait is over.
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(3);
    scheduler.dispose();
    vi.restoreAllMocks();
  });

  it('a change made near the end of the wait still waits its own pause after it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { run, scheduler } = setup([]);
    run.mockImplementationOnce(async () => {
      scheduler.busy(2000);
      return 'later';
    });
    await scheduler.now();
    vi.advanceTimersByTime(1900);
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs - 1);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.dispose();
    vi.restoreAllMocks();
  });

  it('a failed save is retried on a backoff, and at once when the browser is back online', async () => {
    const { run, scheduler, goOnline } = setup(['failed', 'failed', 'done']);
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryFirstMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    // The next retry would wait 4 s; reconnecting does not.
    goOnline();
    await settle();
    expect(run).toHaveBeenCalledTimes(3);
    // Stored: nothing more runs, and reconnecting again sends nothing.
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryMaxMs * 2);
    goOnline();
    await settle();
    expect(run).toHaveBeenCalledTimes(3);
    scheduler.dispose();
  });

  it('the backoff is capped', async () => {
    const { run, scheduler } = setup(Array(10).fill('failed'));
    await scheduler.now();
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryMaxMs);
      await settle();
    }
    expect(run).toHaveBeenCalledTimes(7);
    scheduler.dispose();
  });

  it('a conflict left for later is not retried by itself; Retry or a new change tries again', async () => {
    const { run, scheduler, goOnline } = setup(['stopped', 'stopped']);
    await scheduler.now();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryMaxMs * 2);
    goOnline();
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    await scheduler.now();
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.changed();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await settle();
    expect(run).toHaveBeenCalledTimes(3);
    scheduler.dispose();
  });

  it('one save at a time: Retry during a save runs once more after it', async () => {
    let finish: (o: DesignSaveRun) => void = () => {};
    const run = vi.fn(() => new Promise<DesignSaveRun>((resolve) => (finish = resolve)));
    const scheduler = new DesignAutoSave(run, { onOnline: () => () => {} });
    const first = scheduler.now();
    const second = scheduler.now();
    expect(run).toHaveBeenCalledTimes(1);
    finish('done');
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    finish('done');
    await Promise.all([first, second]);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.dispose();
  });

  it('nothing runs after dispose', async () => {
    const { run, scheduler } = setup([]);
    scheduler.changed();
    scheduler.dispose();
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryMaxMs);
    await settle();
    expect(run).not.toHaveBeenCalled();
  });
});
