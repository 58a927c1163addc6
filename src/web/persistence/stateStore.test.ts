import { describe, expect, it, vi } from 'vitest';
import * as S from './state';
import { StateStore } from './stateStore';

describe('StateStore', () => {
  it('tells listeners only when the snapshot React reads changed', () => {
    const store = new StateStore(S.initialState(true));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.update(S.changed);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    expect(store.current.changes).toBe(1);
    store.update(S.startFinished);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().started).toBe(true);
  });

  it('ignores every transition once disposed', () => {
    const store = new StateStore(S.initialState(true));
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispose();
    store.update(S.startFinished);
    expect(store.disposed).toBe(true);
    expect(store.current.phase).toEqual({ name: 'disposed' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('until: resolves at once when the state already holds, else at the first transition that makes it hold', async () => {
    const store = new StateStore(S.initialState(true));
    await store.until((s) => !s.savingDesign);
    store.update(S.designSaveStarted);
    let settled = false;
    const waiting = store
      .until((s) => !s.savingDesign)
      .then(() => {
        settled = true;
      });
    store.update(S.changed);
    await Promise.resolve();
    expect(settled).toBe(false);
    store.update(S.designSaveEnded);
    await waiting;
    expect(settled).toBe(true);
  });

  it('until: resolves when the store is disposed (a page gone waits for nothing)', async () => {
    const store = new StateStore(S.initialState(true));
    store.update(S.designSaveStarted);
    const waiting = store.until((s) => !s.savingDesign);
    store.dispose();
    await expect(waiting).resolves.toBeUndefined();
  });
});
